"""Dramatiq actors: thin wrappers that call the pipeline with the configured store."""

import logging
import os
import socket
import threading
from typing import TypedDict

import dramatiq
from django.conf import settings
from dramatiq.middleware import Middleware

from sim_runner.jsontypes import Json

from evaluator import pipeline, reward_units
from evaluator.broker import broker  # noqa: F401  (binds the actors below to our broker)
from evaluator.store import get_store
from evaluator.logs import LogContext


class _Retries(TypedDict):
    max_retries: int
    min_backoff: int  # ms
    max_backoff: int  # ms


class _Queue(TypedDict):
    queue_name: str
    priority: int


# Options passed to dramatiq.actor by name (TypedDicts: mypy then keeps the actors' signatures,
# so a send() with the wrong arguments is a type error).
# Infrastructure faults (engine gone, database restarting) raise and are retried with backoff;
# a program's own failure is a verdict, not an exception, and is never retried.
RETRY: _Retries = {"max_retries": 3, "min_backoff": 1_000, "max_backoff": 30_000}
# Starting or failing a submission takes milliseconds and must not wait behind the units already
# queued (up to EVALUATOR_QUEUE_DEPTH of them): a queue of its own, taken first by every worker
# (a lower priority number runs first among the messages a worker holds).
CONTROL: _Queue = {"queue_name": "control", "priority": 0}
UNIT: _Queue = {"queue_name": "evaluate", "priority": 10}


@dramatiq.actor(time_limit=10 * 60 * 1000, **CONTROL, **RETRY)
def evaluate_submission(submission_id: int) -> None:
    pipeline.start_submission(get_store(), submission_id)
    dispatch()


HOLDER = f"{socket.gethostname()}:{os.getpid()}"  # this worker process, in leases
log = logging.getLogger(__name__)


@dramatiq.actor(time_limit=10 * 60 * 1000, **UNIT, **RETRY)
def evaluate_generation(generation_id: int) -> None:
    pipeline.evaluate_generation(
        get_store(),
        generation_id,
        sandbox=settings.SIM_RUNNER_SANDBOX,
        cache_dir=settings.SIM_RUNNER_CACHE,
        lease=(HOLDER, settings.EVALUATOR_LEASE_SECONDS),
    )
    dispatch()


def send_unit(generation_id: int) -> None:
    # on_retry_exhausted, not on_failure: Dramatiq calls on_failure after every failed attempt,
    # which failed a whole submission on the first database or broker hiccup.
    evaluate_generation.send_with_options(args=(generation_id,), on_retry_exhausted=generation_gave_up.actor_name)


def dispatch() -> int:
    """Top up the queue with the next units, fair share per team (see pipeline.dispatch)."""
    return pipeline.dispatch(get_store(), send_unit, depth=settings.EVALUATOR_QUEUE_DEPTH, stale_seconds=settings.EVALUATOR_REDISPATCH_SECONDS)


@dramatiq.actor(max_retries=0, **CONTROL)
def generation_gave_up(message_data: Json, retry_data: Json) -> None:
    """Called once a generation's retries are spent: fail its submission with the reason."""
    job = get_store().generation_job(message_data["args"][0])
    if job is not None:
        lines = (message_data.get("options", {}).get("traceback") or "").strip().splitlines()
        error = lines[-1] if lines else "unknown error"  # the last attempt's exception
        reason = f"evaluation infrastructure failed: {error} (after {retry_data.get('retries')} retries)"
        pipeline.give_up_submission(get_store(), job.submission_id, reason)


def enqueue_submission(submission_id: int) -> None:
    evaluate_submission.send(submission_id)


def fail_overdue() -> int:
    """Fail submissions running past EVALUATOR_SUBMISSION_TIME_LIMIT, with a reason their owner
    sees: a stuck submission must never just sit there."""
    limit = settings.EVALUATOR_SUBMISSION_TIME_LIMIT
    overdue = get_store().overdue_submissions(limit)
    for submission_id, progress in overdue:
        pipeline.give_up_submission(
            get_store(),
            submission_id,
            f"evaluation ran past its time limit of {limit / 3600:g} h ({progress}); nothing was published. Submit again, or ask the admins if it repeats.",
        )
    return len(overdue)


def requeue_expired() -> int:
    """Enqueue again the units whose lease expired (their worker was killed or its host lost):
    generations, and reward items (resend_reward_items)."""
    ids = get_store().expired_leases()
    for generation_id in ids:
        send_unit(generation_id)
    if ids:
        log.warning("re-enqueued %d units whose lease expired: %s", len(ids), ids[:20])
    return len(ids) + resend_reward_items()


CONTAINER_SWEEP_SECONDS = 15


class LeaseSweeper(Middleware):
    """In every worker process, every EVALUATOR_SWEEP_SECONDS: fail overdue submissions and
    re-enqueue units whose lease expired, reward items included (several sweepers may enqueue the
    same unit; its lease lets only one run it) and top up the queue (units lost with a broker
    restart included); every CONTAINER_SWEEP_SECONDS: remove sandbox containers a killed worker
    created but never started."""

    def after_worker_boot(self, broker: dramatiq.Broker, worker: dramatiq.Worker) -> None:
        self._stop = threading.Event()
        threading.Thread(target=self._loop, daemon=True, name="lease-sweeper").start()

    def before_worker_shutdown(self, broker: dramatiq.Broker, worker: dramatiq.Worker) -> None:
        self._stop.set()

    def _loop(self) -> None:
        from django.db import close_old_connections

        from sim_runner.sandbox import remove_abandoned_containers

        tick = min(settings.EVALUATOR_SWEEP_SECONDS, CONTAINER_SWEEP_SECONDS)
        elapsed = {"units": 0.0, "containers": 0.0}
        while not self._stop.wait(tick):
            elapsed = {key: value + tick for key, value in elapsed.items()}
            try:
                if elapsed["units"] >= settings.EVALUATOR_SWEEP_SECONDS:
                    elapsed["units"] = 0.0
                    fail_overdue()
                    requeue_expired()
                    dispatch()
                if elapsed["containers"] >= CONTAINER_SWEEP_SECONDS:
                    elapsed["containers"] = 0.0
                    if removed := remove_abandoned_containers():
                        log.warning("removed %d sandbox containers created but never started", removed)
            except Exception:  # database, broker or engine restarting: try again next round
                log.warning("sweep failed", exc_info=True)
            finally:
                close_old_connections()


broker.add_middleware(LeaseSweeper())
# Log lines carry the ids of the message being processed (LOG_FORMAT=json shows them).
broker.add_middleware(LogContext())


def recover_unfinished() -> int:
    """Re-enqueue every queued or running submission; safe because every step is idempotent."""
    ids = get_store().unfinished_submissions()
    for submission_id in ids:
        enqueue_submission(submission_id)
    return len(ids)


# Reward units (POST /api/v1/rewards/, evaluator.reward_units): a queue of their own, taken after
# submission units among the messages a worker holds (a higher priority number runs later), so a
# trainer's batches never starve leaderboard submissions.
REWARD_UNIT: _Queue = {"queue_name": "rewards", "priority": 20}


@dramatiq.actor(time_limit=10 * 60 * 1000, **REWARD_UNIT, **RETRY)
def evaluate_reward_item(item_id: int) -> None:
    reward_units.evaluate_item(
        reward_units.get_reward_store(),
        item_id,
        sandbox=settings.SIM_RUNNER_SANDBOX,
        cache_dir=settings.SIM_RUNNER_CACHE,
        lease=(HOLDER, settings.EVALUATOR_LEASE_SECONDS),
    )


@dramatiq.actor(max_retries=0, **CONTROL)
def reward_item_gave_up(message_data: Json, retry_data: Json) -> None:
    """An item whose retries are spent gets no reward and the reason, so its batch still finishes."""
    lines = (message_data.get("options", {}).get("traceback") or "").strip().splitlines()
    error = lines[-1] if lines else "unknown error"
    reward_units.give_up_item(
        reward_units.get_reward_store(), message_data["args"][0], f"evaluation infrastructure failed: {error} (after {retry_data.get('retries')} retries)"
    )


def send_reward_units(item_ids: list[int]) -> None:
    # Dated before sending: an item whose message never reached the broker is found stale later.
    reward_units.get_reward_store().mark_sent(item_ids)
    for item_id in item_ids:
        evaluate_reward_item.send_with_options(args=(item_id,), on_retry_exhausted=reward_item_gave_up.actor_name)


def resend_reward_items() -> int:
    """Send again the reward items a lost worker held (lease expired) or whose message was lost
    (sent more than EVALUATOR_REDISPATCH_SECONDS ago and never leased); a duplicate is harmless."""
    ids = reward_units.get_reward_store().items_to_resend(settings.EVALUATOR_REDISPATCH_SECONDS)
    if ids:
        send_reward_units(ids)
        log.warning("re-sent %d reward items whose worker or message was lost: %s", len(ids), ids[:20])
    return len(ids)
