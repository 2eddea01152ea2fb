"""The pipeline functions on the real database and the real sandbox (Docker). Its logic alone,
on the memory store: test_pipeline_memory.py; the store's rules on both stores: test_store_contract.py."""

import json
import pytest

from evaluator import pipeline
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import GenerationResult, LeaderboardEntry, Submission
from tests import demo_generations

pytestmark = pytest.mark.django_db


@pytest.fixture
def submission(django_user_model):
    benchmark = load_demo_benchmark()
    owner = django_user_model.objects.create_user("alice")
    return services.create_submission(owner=owner, benchmark=benchmark, model_name="m", data=demo_generations.mixed())


def run_all(store, submission_id, **kwargs):
    for generation_id in pipeline.start_submission(store, submission_id):
        pipeline.evaluate_generation(store, generation_id, **kwargs)


def test_submission_runs_to_finished_with_metrics_and_a_leaderboard_row(submission, require_docker):
    store = OrmEvaluationStore()
    run_all(store, submission.pk, sandbox="docker")
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FINISHED
    assert submission.started_at <= submission.finished_at
    assert submission.metrics["correct"] == pytest.approx(200 / 3, abs=1e-3)
    entry = LeaderboardEntry.objects.get(submission=submission)
    assert entry.score == pytest.approx(200 / 3, abs=1e-3)
    assert (entry.profile, entry.backend, entry.benchmark_version) == ("scalar", "valgrind", "1")
    passed = GenerationResult.objects.filter(generation__submission=submission, verdict="pass")
    assert passed.count() == 2
    for result in passed:
        summary = result.measurements["summary"]
        assert summary["instructions"] > 0 and summary["energy_j"]["total"] > 0
        assert result.measurements["versions"]["machine"] == "skylake"


def test_rerunning_units_changes_nothing(submission, require_docker):
    store = OrmEvaluationStore()
    run_all(store, submission.pk, sandbox="docker")
    finished_at = Submission.objects.get(pk=submission.pk).finished_at
    calls = []

    def must_not_run(*args, **kwargs):
        calls.append(args)
        raise AssertionError("a finished generation was evaluated again")

    # A redelivered submission message and redelivered unit messages do no work and no writes.
    assert pipeline.start_submission(store, submission.pk) == []
    for generation in submission.generations.all():
        pipeline.evaluate_generation(store, generation.pk, run=must_not_run)
    assert calls == []
    assert GenerationResult.objects.filter(generation__submission=submission).count() == 4
    assert LeaderboardEntry.objects.filter(submission=submission).count() == 1
    assert Submission.objects.get(pk=submission.pk).finished_at == finished_at


def test_status_machine_refuses_illegal_moves(submission):
    assert not services.transition(submission.pk, Submission.Status.FINISHED)  # queued -> finished: no
    assert services.transition(submission.pk, Submission.Status.RUNNING)
    assert not services.transition(submission.pk, Submission.Status.RUNNING)  # already running
    assert services.transition(submission.pk, Submission.Status.FAILED, error="boom")
    submission.refresh_from_db()
    assert (submission.status, submission.error) == ("failed", "boom")
    with pytest.raises(services.TransitionError):
        services.transition(submission.pk, Submission.Status.QUEUED)


def test_results_download_has_every_measurement_and_no_test_data(submission, require_docker):
    import csv
    import io
    import json

    from portal.accounts.services import create_token
    from rest_framework.test import APIClient

    from portal.benchmarks.models import TestCase as HiddenTest

    run_all(OrmEvaluationStore(), submission.pk, sandbox="docker")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {create_token(submission.owner, 't')[1]}")
    url = f"/api/v1/submissions/{submission.pk}/results.jsonl"
    body = b"".join(client.get(url).streaming_content).decode()
    rows = [json.loads(line) for line in body.splitlines()]
    assert len(rows) == 4
    passed = [r for r in rows if r["verdict"] == "pass"]
    assert len(passed) == 2 and all(r["measurements"]["energy_j"]["total"] > 0 for r in passed)
    assert all(t["measurements"]["instructions"] > 0 for r in passed for t in r["tests"])
    for test in HiddenTest.objects.filter(problem__benchmark=submission.benchmark):
        for secret in (test.input_data, test.expected_output):
            if len(secret) > 12:
                assert secret.strip() not in body
    table = list(csv.DictReader(io.StringIO(b"".join(client.get(url.replace(".jsonl", ".csv")).streaming_content).decode())))
    assert len(table) == 4 and all(float(r["energy_j"]) > 0 for r in table if r["verdict"] == "pass")
    # Someone else's results are not found.
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Token {create_token(type(submission.owner).objects.create_user('eve'), 't')[1]}")
    assert other.get(url).status_code == 404


def test_measured_baselines_give_speedup_and_caret(django_user_model, require_docker, settings):
    from portal.benchmarks.services import measure_baselines

    settings.SIM_RUNNER_SANDBOX = "docker"
    benchmark = load_demo_benchmark()
    assert set(measure_baselines(benchmark).values()) == {"baseline measured"}
    owner = django_user_model.objects.create_user("bob")
    fast = services.create_submission(owner=owner, benchmark=benchmark, model_name="fast", data=demo_generations.all_correct())
    run_all(OrmEvaluationStore(), fast.pk, sandbox="docker")
    fast.refresh_from_db()
    m = fast.metrics
    # The fast programs beat the O(n^2) / trial-division / iostream baselines on the big tests.
    assert m["correct"] == 100.0 and m["speedup"] > 1.5 and m["pct_opt"] > 0
    assert 0 < m["caret"] <= 100 and m["caret"] == pytest.approx(m["caret_strict"])  # all fully correct
    # Resubmitting the baselines themselves: no speedup, CARET ~ 0 (identical programs, identical costs).
    same = services.create_submission(
        owner=owner,
        benchmark=benchmark,
        model_name="baseline",
        data=demo_generations.jsonl([{"problem_id": p.problem_id, "code": p.baseline_code} for p in benchmark.problems.all()]),
    )
    run_all(OrmEvaluationStore(), same.pk, sandbox="docker")
    same.refresh_from_db()
    assert same.metrics["speedup"] == 1.0 and same.metrics["caret"] == pytest.approx(0.0, abs=1e-9)


def test_first_unit_of_a_problem_measures_its_references(django_user_model, require_docker):
    """A freshly loaded suite needs no measure_baselines run: the first unit measures the
    problem's baseline and expert, so the submission gets its speedup."""
    from pathlib import Path

    from portal.benchmarks.models import Problem
    from portal.benchmarks.services import load_suite_benchmark

    benchmark, _ = load_suite_benchmark("mini", root=Path(__file__).resolve().parents[1] / "fixtures" / "suites")
    problem = benchmark.problems.get(problem_id="best-prefix")
    assert problem.baseline_measurements == {} and problem.expert_measurements == {}
    owner = django_user_model.objects.create_user("bob")
    data = json.dumps({"problem_id": "best-prefix", "code": problem.expert_code}).encode()
    submission = services.create_submission(owner=owner, benchmark=benchmark, model_name="expert-copy", data=data)
    run_all(OrmEvaluationStore(), submission.pk, sandbox="docker")
    problem = Problem.objects.get(pk=problem.pk)
    assert set(problem.baseline_measurements["tests"]) == {str(n) for n in range(1, 9)}
    assert problem.expert_measurements["profile"] == "scalar" and problem.expert_measurements["tests"]
    submission.refresh_from_db()
    # One of the two problems solved, by the expert's own program: speedup over the baseline > 1.
    assert submission.metrics["correct"] == 50.0
    # The unattempted problem counts 1.0: the mean of (the expert's speedup, 1.0).
    slow = sum(c["seconds"] for c in problem.baseline_measurements["tests"].values())
    fast = sum(c["seconds"] for c in problem.expert_measurements["tests"].values())
    assert slow / fast > 1.5
    assert submission.metrics["speedup"] == pytest.approx((slow / fast + 1.0) / 2, rel=1e-6)
    metrics = submission.metrics
    low, high = metrics["speedup_ci"]
    assert low <= metrics["speedup"] <= high and low < high  # two problems, speedups s and 1.0
    # The sample is the expert's own program: as fast as the human reference, never more costly.
    assert metrics["human_speedup"] == pytest.approx(slow / fast, rel=1e-6)
    assert metrics["beats_human"] == 100.0
    assert metrics["edp_reduction"] > metrics["energy_reduction"] > 0  # EDP also gains the time
    assert metrics["caret_ci"][0] <= metrics["caret"] <= metrics["caret_ci"][1]
