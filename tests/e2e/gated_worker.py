"""A real worker process for tests/e2e/test_prefetched_unit.py: ``dramatiq tests.e2e.gated_worker``
runs evaluator.worker (the real actors, broker, sweeper and leases) with two test-only changes,
made here rather than behind a production setting:

- programs are not run in a sandbox: every program passes every test (the unit's delivery and
  leases are under test, not its evaluation, and a fake run keeps the test fast);
- each unit that starts evaluating (its lease taken) appends "<generation id> <pid>" to
  ``$GATED_WORKER_DIR/runs``; with ``GATED_WORKER_HOLD=1`` the first one instead writes the same
  line to ``$GATED_WORKER_DIR/held`` and waits there until the process is killed.
"""

import os
import threading
from pathlib import Path

from evaluator.worker import *  # noqa: F401,F403  (Django, the actors, the broker and its middleware)
from evaluator import pipeline
from tests.evaluator.memory import fake_run

DIRECTORY = Path(os.environ["GATED_WORKER_DIR"])
_held: list[int] = []
_held_lock = threading.Lock()
_evaluate = pipeline._evaluate


def _gated(store, job, *, sandbox, cache_dir, run) -> None:
    line = f"{job.generation_id} {os.getpid()}\n"
    if os.environ.get("GATED_WORKER_HOLD") == "1":
        with _held_lock:
            first = not _held
            _held.append(job.generation_id)
        if first:
            (DIRECTORY / "held.tmp").write_text(line)
            (DIRECTORY / "held.tmp").replace(DIRECTORY / "held")  # whole, never half a line
            threading.Event().wait()  # until SIGKILL
    with open(DIRECTORY / "runs", "a") as runs:  # one short append: whole lines from any process
        runs.write(line)
    _evaluate(store, job, sandbox=sandbox, cache_dir=cache_dir, run=fake_run())


pipeline._evaluate = _gated  # evaluate_generation looks it up at each call
