"""Unit leases, for both kinds of unit (a submission's generation, a reward batch's item).

A worker leases its unit before working on it and renews the lease from a background thread while
it runs, so only a dead worker's lease expires; the workers' sweep sends units with an expired
lease again. A unit leased by another live worker, or run by another thread of this one, is
skipped (a duplicate message), and a unit that fails gives its lease back, so that a retry may run
anywhere at once.
"""

import logging
import threading
from collections.abc import Callable
from typing import Protocol

log = logging.getLogger(__name__)


class LeaseStore(Protocol):
    # Positional-only: each store names the unit after its own kind (generation_id, item_id).
    def take_lease(self, unit_id: int, holder: str, seconds: float, /) -> bool:
        """Lease the pending unit to `holder` unless another holder's lease is still valid (the
        same holder renews). False: someone else is on it, or it is done."""

    def release_lease(self, unit_id: int, holder: str, /) -> None:
        """Give the lease back (the unit failed and will be retried, by anyone)."""


# The units this process is running now, by (holder, kind, unit id). A holder is a whole worker
# process and renews its own lease, so the lease cannot tell two of its threads apart: a second
# message for a unit one thread runs (the sweep's re-send, Dramatiq's redelivery of the original)
# would run it again in another thread.
_running: set[tuple[str, str, int]] = set()
_running_lock = threading.Lock()


def run_leased(store: LeaseStore, unit_id: int, lease: tuple[str, float] | None, work: Callable[[], None], *, kind: str) -> bool:
    """Run `work` holding the unit's lease (holder, seconds), renewed while it runs and given
    back if it raises. False: another live holder has the unit, or another thread of this one
    runs it; nothing ran. With no lease (a caller that runs the unit itself, outside any
    worker) `work` just runs."""
    if lease is None:
        work()
        return True
    holder, seconds = lease
    key = (holder, kind, unit_id)
    with _running_lock:
        if key in _running:
            log.info("%s %s: already running in this worker; skipped", kind, unit_id)
            return False
        _running.add(key)
    try:
        return _run_leased(store, unit_id, holder, seconds, work, kind=kind)
    finally:
        with _running_lock:
            _running.discard(key)


def _run_leased(store: LeaseStore, unit_id: int, holder: str, seconds: float, work: Callable[[], None], *, kind: str) -> bool:
    if not store.take_lease(unit_id, holder, seconds):
        log.info("%s %s: leased by another worker; skipped", kind, unit_id)
        return False
    renewal = Renewal(store, unit_id, holder, seconds, kind=kind)
    try:
        work()
    except BaseException:
        renewal.stop()  # first: a renewal after the release would take the lease back
        store.release_lease(unit_id, holder)  # retried by Dramatiq, on any worker
        raise
    renewal.stop()
    return True


class Renewal:
    """Renews a lease every third of its length from a background thread, so only a dead
    worker's lease expires."""

    def __init__(self, store: LeaseStore, unit_id: int, holder: str, seconds: float, *, kind: str):
        self._stop = threading.Event()
        self._seconds = seconds
        self._thread = threading.Thread(target=self._run, args=(store, unit_id, holder, seconds, kind), daemon=True, name=f"lease-{kind}-{unit_id}")
        self._thread.start()

    def _run(self, store: LeaseStore, unit_id: int, holder: str, seconds: float, kind: str) -> None:
        while not self._stop.wait(seconds / 3):
            try:
                store.take_lease(unit_id, holder, seconds)
            except Exception:  # the database restarting: the next renewal will try again
                log.warning("%s %s: lease renewal failed", kind, unit_id, exc_info=True)

    def stop(self) -> None:
        """Stop renewing; returns once a renewal under way has finished (waiting at most a lease's
        length for a database that hangs)."""
        self._stop.set()
        self._thread.join(self._seconds)
