"""LOG_FORMAT=json: one JSON object per line, carrying the ids of the message a Dramatiq worker
thread is processing, and none of them once it moved on to another message."""

import io
import json
import logging
import subprocess
import sys

import dramatiq
import pytest
from dramatiq.brokers.stub import StubBroker

from evaluator.logs import JsonFormatter, LogContext, bind, log_context
from tests.e2e.harness import ROOT


@pytest.fixture
def captured():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("effbench.test-logs")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    yield logger, lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    logger.removeHandler(handler)


def test_worker_threads_log_the_ids_of_their_message_only(captured):
    logger, lines = captured
    broker = StubBroker()
    broker.add_middleware(LogContext())

    @dramatiq.actor(broker=broker, actor_name="evaluate_generation", queue_name="evaluate")
    def unit(generation_id):
        logger.info("before the lookup")
        bind(submission_id=1000 + generation_id)  # as the pipeline does once it knows it
        logger.info("unit %s ran", generation_id)

    @dramatiq.actor(broker=broker, actor_name="something_else", queue_name="evaluate")
    def other():
        logger.warning("not a unit")

    worker = dramatiq.Worker(broker, worker_threads=1, worker_timeout=100)  # one thread: reused
    worker.start()
    try:
        unit.send(7)
        other.send()
        unit.send(8)
        broker.join("evaluate")
        worker.join()
    finally:
        worker.stop()
    entries = lines()
    seen = [(e["message"], e.get("generation_id"), e.get("submission_id")) for e in entries]
    assert sorted(seen, key=str) == sorted(
        [("before the lookup", 7, None), ("unit 7 ran", 7, 1007), ("not a unit", None, None), ("before the lookup", 8, None), ("unit 8 ran", 8, 1008)], key=str
    )
    # Each message's lines follow each other (in whichever order the thread took them).
    for index, (message, generation_id, _) in enumerate(seen):
        if message == "before the lookup":
            assert seen[index + 1][:2] == (f"unit {generation_id} ran", generation_id)
    first = entries[0]
    assert first["level"] == "INFO" and first["logger"] == "effbench.test-logs" and first["pid"] > 0
    assert first["time"].endswith("+00:00") and first["host"]


def test_context_blocks_restore_and_exceptions_are_kept(captured):
    logger, lines = captured
    with log_context(submission_id=3):
        with log_context(generation_id=30):
            logger.info("inner")
        try:
            raise RuntimeError("engine gone")
        except RuntimeError:
            logger.exception("failed")
    logger.info("outside", extra={"submission_id": 9})
    inner, failed, outside = lines()
    assert (inner["submission_id"], inner["generation_id"]) == (3, 30)
    assert failed["submission_id"] == 3 and "generation_id" not in failed
    assert "RuntimeError: engine gone" in failed["exception"] and failed["level"] == "ERROR"
    assert outside["submission_id"] == 9
    with pytest.raises(ValueError, match="unknown log context field"):
        bind(team="x")


def _settings_log(log_format: str) -> subprocess.CompletedProcess:
    code = "import django, logging; django.setup(); logging.getLogger('evaluator.pipeline').warning('hello %s', 'there')"
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={
            "PATH": "/usr/bin:/bin",
            "DJANGO_SETTINGS_MODULE": "portal.settings",
            "DJANGO_SECRET_KEY": "test-only",
            "LOG_FORMAT": log_format,
            "EFFBENCH_VAR_DIR": str(ROOT / "var"),
        },
    )


def test_settings_pick_the_format_and_refuse_an_unknown_one():
    as_json = _settings_log("json")
    assert as_json.returncode == 0, as_json.stderr
    entry = json.loads(as_json.stderr.strip().splitlines()[-1])
    assert (entry["message"], entry["level"], entry["logger"]) == ("hello there", "WARNING", "evaluator.pipeline")
    plain = _settings_log("plain")
    assert plain.stderr.rstrip().endswith("WARNING evaluator.pipeline hello there")
    bad = _settings_log("yaml")
    assert bad.returncode != 0 and "LOG_FORMAT must be 'json' or 'plain', not 'yaml'" in bad.stderr
