"""A worker SIGKILLed while it holds a unit it fetched and never started loses nothing, and no unit
is evaluated twice (issue 18, item 7).

Dramatiq prefetches more messages than a worker runs: a killed worker takes with it units nobody
ever leased, which our lease sweep alone would never find. Here the kill lands exactly then, made
certain by events rather than timing: a real worker process (tests/e2e/gated_worker.py: one
thread, the real Redis broker and PostgreSQL store, programs faked) holds its first unit inside
its lease until killed, and the test waits until Redis shows the worker's ack set holding that
unit's message and a second one (fetched, unstarted: the only thread is held) while the store
shows the second unleased, then kills it. Dramatiq's own redelivery is kept out of the way (its
heartbeat timeout an hour) until our recovery is done, so each way back is seen:

1. a new worker's sweep: the held unit once its lease expires, the prefetched one once it has
   been dispatched EVALUATOR_REDISPATCH_SECONDS ago and never leased; the submission finishes,
   each unit evaluated once into one row;
2. then Dramatiq's own redelivery of the dead worker's two messages (its heartbeat declared
   stale in Redis): both are consumed, and neither evaluates its unit again.

Needs PostgreSQL and Redis (skipped on SQLite); a few seconds. Run alone:
    DATABASE_URL=postgresql://... TEST_REDIS_URL=redis://... .venv/bin/pytest tests/e2e/test_prefetched_unit.py
and twenty times in a row, each in a fresh pytest process, counting the passes (the issue's bar):
    DATABASE_URL=postgresql://... TEST_REDIS_URL=redis://... .venv/bin/python bench/prefetch_kill_bench.py --runs 20
"""

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
import redis

from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.models import Generation, GenerationResult, Submission
from tests import demo_generations

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ROOT = Path(__file__).resolve().parents[2]
DRAMATIQ = Path(sys.executable).parent / "dramatiq"
HOUR_MS = str(3600 * 1000)
T = TypeVar("T")


class Workers:
    """Worker processes (`dramatiq tests.e2e.gated_worker`) on this test's database and its own
    Redis namespace."""

    def __init__(self, directory: Path, redis_url: str, database_url: str):
        self.directory = directory
        self.namespace = f"effbench-prefetch-{uuid.uuid4().hex[:8]}"
        self.redis = redis.Redis.from_url(redis_url)
        self.processes: list[subprocess.Popen] = []
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("EVALUATOR_", "DRAMATIQ_"))}
        self.env.update(
            PYTHONPATH=str(ROOT),
            PYTHONUNBUFFERED="1",
            DJANGO_SETTINGS_MODULE="portal.settings",
            EFFBENCH_MODE="deployed",
            DATABASE_URL=database_url,
            REDIS_URL=redis_url,
            DJANGO_SECRET_KEY=f"test-only-{uuid.uuid4().hex}",
            EFFBENCH_VAR_DIR=str(directory),
            DRAMATIQ_NAMESPACE=self.namespace,
            CHANNELS_PREFIX=self.namespace,
            GATED_WORKER_DIR=str(directory),
            # Dramatiq never gives a dead worker's messages back by itself here (the test does it).
            DRAMATIQ_HEARTBEAT_TIMEOUT_MS=HOUR_MS,
            EVALUATOR_LEASE_SECONDS="1",
            EVALUATOR_QUEUE_DEPTH="32",
        )

    def wait_for(self, condition: Callable[[], T], what: str, timeout: float = 60) -> T:
        """Poll until `condition` holds, returning its value; the timeout only bounds a failure."""
        deadline = time.monotonic() + timeout
        while not (value := condition()):
            assert time.monotonic() < deadline, f"timed out waiting for {what}\n{self.logs()}"
            time.sleep(0.05)
        return value

    def start(self, threads: int, **env: str) -> subprocess.Popen:
        log = open(self.directory / f"worker-{len(self.processes)}.log", "wb")
        process = subprocess.Popen(
            [str(DRAMATIQ), "tests.e2e.gated_worker", "--processes", "1", "--threads", str(threads)],
            cwd=ROOT,
            env={**self.env, **env},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.processes.append(process)
        return process

    def send_start(self, submission_id: int) -> None:
        """The message the portal sends when a submission is created (this process's own broker
        is the embedded stub)."""
        import dramatiq
        from dramatiq.brokers.redis import RedisBroker

        broker = RedisBroker(client=self.redis, namespace=self.namespace, middleware=[], maintenance_chance=0)
        broker.enqueue(dramatiq.Message(queue_name="control", actor_name="evaluate_submission", args=(submission_id,), kwargs={}, options={}))

    def key(self, name: str) -> str:
        return f"{self.namespace}:{name}"

    def acks(self, queue: str) -> dict[str, list[int]]:
        """Fetched, unacknowledged messages per worker id: the generation each is for."""
        held = {}
        for key in self.redis.scan_iter(match=self.key(f"__acks__.*.{queue}")):
            worker_id = key.decode().removeprefix(self.key("__acks__.")).removesuffix(f".{queue}")
            held[worker_id] = sorted(self.generations(queue, self.redis.smembers(key)))
        return held

    def queued(self, queue: str) -> list[int]:
        return self.generations(queue, self.redis.lrange(self.key(queue), 0, -1))

    def generations(self, queue: str, message_ids) -> list[int]:
        """The generation each message is for, in order; a message acknowledged since its id was
        read (its data deleted) is left out: no longer held."""
        if not message_ids:
            return []
        data = self.redis.hmget(self.key(f"{queue}.msgs"), list(message_ids))
        return [json.loads(message)["args"][0] for message in data if message is not None]

    def unacknowledged(self) -> int:
        """Messages sent and not yet acknowledged, on any queue (each is kept until its ack)."""
        return sum(self.redis.hlen(key) for key in self.redis.scan_iter(match=self.key("*.msgs")))

    def runs(self) -> list[tuple[int, int]]:
        """(generation id, worker pid) for every unit that started evaluating, in order."""
        path = self.directory / "runs"
        lines = path.read_text().splitlines() if path.exists() else []
        return [(int(unit), int(pid)) for unit, pid in (line.split() for line in lines)]

    def logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-6000:]}" for p in sorted(self.directory.glob("worker-*.log")))

    def kill(self, process: subprocess.Popen) -> None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                self.kill(process)
        for key in self.redis.scan_iter(match=f"{self.namespace}*"):
            self.redis.delete(key)


@pytest.fixture
def workers(transactional_db, tmp_path):
    from django.db import connection

    url, redis_url = os.environ.get("DATABASE_URL", ""), os.environ.get("TEST_REDIS_URL", "")
    if not url.startswith("postgres") or not redis_url:
        pytest.skip("needs PostgreSQL (DATABASE_URL) and Redis (TEST_REDIS_URL), as make test sets them")
    # The worker processes use this test's database (its rows committed: a transactional test).
    workers = Workers(tmp_path, redis_url, url.rsplit("/", 1)[0] + "/" + connection.settings_dict["NAME"])
    yield workers
    workers.stop()  # before the database is flushed


def test_a_worker_killed_holding_a_prefetched_unit_loses_nothing_and_runs_nothing_twice(workers, django_user_model):
    submission = services.create_submission(
        owner=django_user_model.objects.create_user("pia"), benchmark=load_demo_benchmark(), model_name="m", data=demo_generations.all_correct()
    )
    units = list(submission.generations.order_by("id").values_list("id", flat=True))
    assert len(units) == 3
    # One thread, so a second fetched message waits; its own sweep never runs (it would re-send).
    first = workers.start(threads=1, GATED_WORKER_HOLD="1", EVALUATOR_SWEEP_SECONDS="3600", EVALUATOR_REDISPATCH_SECONDS="3600")
    workers.send_start(submission.pk)

    held_path = workers.directory / "held"
    workers.wait_for(held_path.exists, "the first unit to start")
    held, pid = map(int, held_path.read_text().split())

    def fetched_two():  # Dramatiq prefetches 2 messages per thread; the second waits in the worker
        acks = workers.acks("evaluate")
        return acks if len(acks) == 1 and len(next(iter(acks.values()))) == 2 else None

    acks = workers.wait_for(fetched_two, "the worker to fetch a second unit")
    [(dead_worker, fetched)] = acks.items()
    [prefetched] = set(fetched) - {held}
    [queued] = set(units) - {held, prefetched}
    assert workers.queued("evaluate") == [queued]  # the third: still on the broker
    state = {g.pk: g for g in Generation.objects.filter(pk__in=units)}
    assert state[held].lease_holder.endswith(f":{pid}") and state[held].lease_expires_at is not None
    assert (state[prefetched].lease_holder, state[prefetched].lease_expires_at) == ("", None)
    assert all(g.status == Generation.Status.PENDING and g.dispatched_at for g in state.values())
    workers.kill(first)  # holding `held` (leased, inside its run) and `prefetched` (fetched, unstarted)
    assert workers.runs() == []

    # 1. Our recovery: the new worker's sweep re-sends `held` once its lease expires and
    # `prefetched` once it has been unleased EVALUATOR_REDISPATCH_SECONDS since its dispatch.
    workers.start(threads=2, EVALUATOR_SWEEP_SECONDS="0.2", EVALUATOR_REDISPATCH_SECONDS="1", DRAMATIQ_MAINTENANCE_CHANCE="1000000")

    def finished():
        submission.refresh_from_db()
        return submission.status not in (Submission.Status.QUEUED, Submission.Status.RUNNING)

    workers.wait_for(finished, "the submission to finish")
    assert submission.status == Submission.Status.FINISHED, submission.error
    assert Generation.objects.get(pk=prefetched).dispatched_at > state[prefetched].dispatched_at  # re-dispatched
    assert workers.acks("evaluate").get(dead_worker) == sorted([held, prefetched])  # Dramatiq has not yet

    def evaluated_once():
        runs = workers.runs()
        assert sorted(runs) == sorted((unit, runs[0][1]) for unit in units), runs  # once each, by the new worker
        assert GenerationResult.objects.filter(generation__submission=submission).count() == 3
        assert Generation.objects.filter(submission=submission, status=Generation.Status.DONE).count() == 3
        assert submission.metrics["correct"] == 100.0  # every unit counted, once

    evaluated_once()

    # 2. Dramatiq's own redelivery, as its maintenance does once a worker's heartbeat is stale:
    # the dead worker's two messages go back on the queue, the new worker consumes them, and
    # neither unit runs again.
    workers.redis.zadd(workers.key("__heartbeats__"), {dead_worker: 0})
    workers.wait_for(
        lambda: dead_worker not in workers.acks("evaluate") and workers.unacknowledged() == 0, "the dead worker's messages to be redelivered and consumed"
    )
    evaluated_once()
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FINISHED
