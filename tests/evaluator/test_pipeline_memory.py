"""The pipeline's own logic on the memory store, with a sandbox that judges without running
anything: no database, no Docker. (test_pipeline.py runs it on the real database and sandbox.)"""

import json
from dataclasses import replace

import pytest

from evaluator import pipeline
from evaluator.memory_store import ManualClock
from evaluator.sample import SampleEvaluation
from sim_runner import TestCase
from sim_runner.report import CompileResult, Report, TestResult, Verdict
from tests import demo_generations
from tests.evaluator.memory import demo_store

MIXED = [
    ("sum-array", demo_generations.FAST["sum-array"]),
    ("count-primes", demo_generations.BROKEN),
    ("pair-sum", demo_generations.WRONG_PAIR_SUM),
    ("pair-sum", demo_generations.FAST["pair-sum"]),
]


def judge(code, tests, **options) -> Report:
    """What the sandbox would say of the demo's programs: the broken one does not compile, the
    wrong pair-sum fails its tests, anything else (fast programs, baselines) passes."""
    if code == demo_generations.BROKEN:
        return Report(CompileResult(False, "error: expected ';'", 0.1), [], sandbox="fake", profile="scalar")
    verdict = Verdict.WRONG_ANSWER if code == demo_generations.WRONG_PAIR_SUM else Verdict.PASS
    return Report(CompileResult(True, "", 0.1), [TestResult(t.name, verdict, 0.01, 0, "") for t in tests], sandbox="fake", profile="scalar")


def must_not_run(*args, **kwargs):
    raise AssertionError("a unit ran that must not")


@pytest.fixture
def store():
    return demo_store(ManualClock())


def run_all(store, submission_id, **kwargs):
    for generation_id in pipeline.start_submission(store, submission_id):
        pipeline.evaluate_generation(store, generation_id, **kwargs)


def test_submission_runs_to_finished_with_metrics_and_a_leaderboard_row(store):
    submission_id = store.add_submission("demo", MIXED, model_name="mixed")
    run_all(store, submission_id, run=judge)
    submission = store.submission(submission_id)
    assert submission.status == "finished" and submission.started_at <= submission.finished_at
    assert submission.metrics["correct"] == pytest.approx(200 / 3, abs=1e-3)
    assert submission.metrics["verdicts"] == {"compile_error": 1, "pass": 2, "wrong_answer": 1}
    (row,) = store.leaderboard_rows("demo")
    assert (row["submission"], row["model_name"]) == (submission_id, "mixed")
    assert row["score"] == pytest.approx(200 / 3, abs=1e-3)


class RecordingPublisher:
    """The events port, recording what the pipeline publishes."""

    sent: list[tuple[str, dict]] = []

    def publish(self, group: str, message: dict) -> None:
        self.sent.append((group, message))


def test_progress_and_the_board_go_through_the_publisher_port(store, settings):
    """The evaluator publishes through settings.EVALUATOR_PUBLISHER (the portal's sends to
    Channels): a submission's progress as its units finish, and its board once it is done."""
    from evaluator import events

    settings.EVALUATOR_PUBLISHER = f"{__name__}.RecordingPublisher"
    RecordingPublisher.sent.clear()
    events.get_publisher.cache_clear()
    try:
        submission_id = store.add_submission("demo", MIXED, model_name="mixed")
        run_all(store, submission_id, run=judge)
    finally:
        events.get_publisher.cache_clear()
    groups = [group for group, _ in RecordingPublisher.sent]
    assert groups[-1] == "leaderboard-demo" and groups.count("leaderboard-demo") == 1
    updates = [m["submission"] for g, m in RecordingPublisher.sent if g == f"submission-{submission_id}"]
    assert len(updates) >= len(MIXED) and updates[-1]["status"] == "finished"
    (_, board), *_ = [(g, m) for g, m in RecordingPublisher.sent if g == "leaderboard-demo"]
    assert json.loads(board["text"])["rows"][0]["model_name"] == "mixed"


def test_rerunning_units_changes_nothing(store):
    submission_id = store.add_submission("demo", MIXED)
    run_all(store, submission_id, run=judge)
    finished_at = store.submission(submission_id).finished_at
    results = {g.id: g.result for g in store.submission(submission_id).generations}
    store.clock.advance(60)
    # A redelivered submission message and redelivered unit messages do no work and no writes.
    assert pipeline.start_submission(store, submission_id) == []
    for generation_id in results:
        pipeline.evaluate_generation(store, generation_id, run=must_not_run, lease=("host:1", 60))
    assert {g.id: g.result for g in store.submission(submission_id).generations} == results
    assert len(store.leaderboard_rows("demo")) == 1
    assert store.submission(submission_id).finished_at == finished_at


def test_a_unit_finished_twice_is_recorded_once(store, caplog):
    """Two workers finishing the same unit (the first one's lease ran out while it ran): one
    result kept, one progress line logged, the second told it was dropped."""
    submission_id = store.add_submission("demo", MIXED)
    generation_id, *_ = store.begin_submission(submission_id)
    sample = SampleEvaluation.of_program(judge(demo_generations.FAST["sum-array"], [TestCase("1", "1\n5\n", "5\n")]))
    with caplog.at_level("INFO", logger="evaluator.pipeline"):
        pipeline._record(store, submission_id, generation_id, sample)
        pipeline._record(store, submission_id, generation_id, replace(sample, verdict=Verdict.WRONG_ANSWER, passed=0))
    lines = [r.getMessage() for r in caplog.records if f"generation {generation_id}:" in r.getMessage()]
    assert lines == [
        f"submission {submission_id} generation {generation_id}: pass (1/4 done)",
        f"submission {submission_id} generation {generation_id}: already done by another worker; this result dropped",
    ]
    assert store.generation(generation_id).result["verdict"] == "pass"
    assert [r.verdict for r in store.records(submission_id).records] == ["pass"]


def test_cancelled_submission_runs_no_more_units(store):
    submission_id = store.add_submission("demo", MIXED)
    pending = pipeline.start_submission(store, submission_id)
    assert len(pending) == 4
    assert store.cancel(submission_id)
    for generation_id in pending:
        pipeline.evaluate_generation(store, generation_id, run=must_not_run)
    assert store.submission(submission_id).status == "cancelled"
    assert pipeline.start_submission(store, submission_id) == []  # terminal stays terminal
    assert store.submission(submission_id).status == "cancelled"
    assert all(g.result is None for g in store.submission(submission_id).generations)


def test_the_evaluator_store_setting_may_name_the_memory_store(settings, monkeypatch):
    """EVALUATOR_STORE may name the memory store (constructed without arguments, on the wall
    clock): the actors then dispatch from it. Only in one process: the portal writes submissions
    to its database, so a portal and worker on the memory store would evaluate nothing."""
    from evaluator import actors
    from evaluator.memory_store import MemoryEvaluationStore
    from evaluator.store import get_store
    from tests.evaluator.memory import demo_problems

    settings.EVALUATOR_STORE = "evaluator.memory_store.MemoryEvaluationStore"
    settings.EVALUATOR_QUEUE_DEPTH = 2
    sent: list[int] = []
    monkeypatch.setattr(actors, "send_unit", sent.append)
    get_store.cache_clear()
    try:
        store = get_store()
        assert isinstance(store, MemoryEvaluationStore)
        store.add_benchmark("demo", demo_problems())
        units = store.begin_submission(store.add_submission("demo", MIXED))
        assert actors.dispatch() == 2 and sent == units[:2]
    finally:
        get_store.cache_clear()


def test_the_memory_store_imports_no_django():
    """What makes it usable without the portal: checked in a fresh interpreter (this one has Django)."""
    import subprocess
    import sys
    from pathlib import Path

    code = "import evaluator.memory_store, tests.evaluator.memory, sys; print(sorted(m for m in sys.modules if m.startswith('django')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "[]"
