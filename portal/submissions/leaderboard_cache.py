"""Leaderboard reads kept under one version that every change to what a leaderboard shows
replaces once the change has committed. The version lives in the cache "shared" (Redis: every
web and worker process sees a change at once); the values of the current version
in this process's memory, as they are: a value is only ever served for the version it was
computed under, and fetching and unpickling 400 rows per request cost more than all else an API
answer does. Pages' bodies, and the API's answers as encoded JSON, are such values too.

A leaderboard shows finished submissions' rows, those submissions' metadata and whether they are
public, team and user names, the benchmark, its problems and reference measurements. Saves and
deletes of those models replace the version (signals, connected in SubmissionsConfig.ready); the
writes that bypass signals (QuerySet.update: publishing, storing reference measurements) call
changed() themselves. Only after the commit: a reader between the write and the commit would
otherwise store the old state under the new version. One version for every benchmark: rows link
to the model's rows on other benchmarks, and changes are rare next to reads.

Everything cached here is the same for every reader (a leaderboard lists private submissions'
rows too, without a link to them); nothing per user is ever stored.

settings.LEADERBOARD_CACHE_SECONDS = 0 turns it off (embedded mode: no cache shared between
processes, so a command run beside the server could not invalidate it). Redis out of reach:
nothing is served from memory (every read computes afresh) and a change that could not be told
is served stale for at most LEADERBOARD_CACHE_SECONDS once Redis is back.
"""

import contextvars
import functools
import logging
import threading
import time
import uuid

from django.conf import settings
from django.core.cache import caches
from django.db import transaction

VERSION_KEY = "leaderboard-version"
log = logging.getLogger(__name__)


def seconds() -> int:
    return settings.LEADERBOARD_CACHE_SECONDS


# The version a request's reads share (see pinned): set only inside that block.
_pinned: contextvars.ContextVar[str | None] = contextvars.ContextVar("leaderboard_version", default=None)


def version() -> str:
    pinned = _pinned.get()
    if pinned is not None:
        return pinned
    try:
        current = caches["shared"].get(VERSION_KEY)
        if current is None:
            caches["shared"].add(VERSION_KEY, uuid.uuid4().hex, None)
            current = caches["shared"].get(VERSION_KEY)
    except Exception:  # Redis out of reach: pages still answer, computed afresh
        log.warning("leaderboard cache: no version (is Redis up?); computing afresh", exc_info=True)
        current = None
    # A version of our own matches nothing kept: computed afresh.
    return current or uuid.uuid4().hex


def pinned(view):
    """A view whose cached reads (rows, reference rows, the benchmark, the page's body) all see
    the version checked once as it starts: one Redis round trip per request instead of one per
    read, and no request mixes two versions."""

    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        token = _pinned.set(version() if seconds() else None)
        try:
            return view(*args, **kwargs)
        finally:
            _pinned.reset(token)

    return wrapper


class _Kept:
    """This process's values of one version: {name: (monotonic expiry, value)}."""

    def __init__(self, version: str | None):
        self.version, self.values = version, {}


_kept = _Kept(None)
# One computation at a time in this process: after a change, the requests in flight (each in its
# own thread under ASGI) wait for the first one's value instead of all computing it.
_computing = threading.RLock()


def cached(name: str, compute):
    """compute(), or what it returned for the current version; `name` says what it is (and for
    which benchmark). Values are shared by every request of this process: never change what you
    get (copy it first)."""
    global _kept
    if not seconds():
        return compute()
    current, kept, now = version(), _kept, time.monotonic()
    if kept.version != current:
        # Threads may race here with different versions: each reads and stores only its own.
        kept = _kept = _Kept(current)
    hit = kept.values.get(name)
    if hit is not None and hit[0] > now:
        return hit[1]
    if hit is None:
        _computing.acquire()
    elif not _computing.acquire(blocking=False):
        # Expired under the same version (the expiry only bounds how long a change Redis could
        # not be told of is missed): while another request computes, the value kept serves.
        # Waiting instead stalled every request of the process for a whole page's render.
        return hit[1]
    try:
        hit = kept.values.get(name)
        if hit is not None and hit[0] > now:
            return hit[1]
        value = compute()
        kept.values[name] = (time.monotonic() + seconds(), value)
    finally:
        _computing.release()
    return value


def changed(**_) -> None:
    """Invalidate every cached leaderboard once the current transaction commits (at once outside
    one). A signal receiver too. Every process that has the shared cache tells, caching or not."""
    if "shared" in settings.CACHES:
        transaction.on_commit(_new_version)


def _new_version() -> None:
    try:
        caches["shared"].set(VERSION_KEY, uuid.uuid4().hex, None)
    except Exception:  # the change is made; failing the request for the cache would be worse
        log.warning("leaderboard cache: could not replace the version (is Redis up?)", exc_info=True)


def _changed_unless_new(created=False, **_) -> None:
    """A submission, team or user just made is on no leaderboard yet (its row comes later)."""
    if not created:
        changed()


def connect_signals() -> None:
    from django.contrib.auth import get_user_model
    from django.db.models.signals import post_delete, post_save

    from portal.accounts.models import Team
    from portal.benchmarks.models import Benchmark, Problem

    from .models import LeaderboardEntry, Submission

    for model in (LeaderboardEntry, Submission, Team, get_user_model(), Benchmark, Problem):
        saved = _changed_unless_new if model in (Submission, Team, get_user_model()) else changed
        post_save.connect(saved, sender=model, dispatch_uid=f"leaderboard-cache-save-{model._meta.label}")
        post_delete.connect(changed, sender=model, dispatch_uid=f"leaderboard-cache-delete-{model._meta.label}")
