"""/metrics/ (portal.ops.metrics): off without METRICS_TOKEN, refused without the token, and its
figures, parsed as Prometheus parses them, worked out by hand from units written through the real
evaluation store. A real worker's heartbeat and units are scraped in tests/e2e/test_submission_flow.py."""

import pytest
from django.test import override_settings
from prometheus_client.parser import text_string_to_metric_families

from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Submission
from evaluator.broker import default_middleware
from evaluator.sample import SampleEvaluation
from evaluator.store import UnitTiming
from sim_runner.report import CompileResult, Report, TestResult, Verdict
from tests import demo_generations

pytestmark = pytest.mark.django_db
TOKEN = "metrics-token-for-the-test"


def report(verdict: Verdict, *, cached: bool) -> SampleEvaluation:
    test = TestResult("1", verdict, 0.01, 0, "")
    return SampleEvaluation.of_program(Report(CompileResult(True, "", 0.5), [test], sandbox="docker", profile="scalar", backend="valgrind", cached=cached))


def scrape(client) -> dict[tuple, float]:
    with override_settings(METRICS_TOKEN=TOKEN):
        response = client.get("/metrics/", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain; version=0.0.4")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }


def test_metrics_are_off_without_a_token_and_refused_without_it(client):
    with override_settings(METRICS_TOKEN=""):
        assert client.get("/metrics/").status_code == 404
    with override_settings(METRICS_TOKEN=TOKEN):
        for header in ({}, {"HTTP_AUTHORIZATION": "Bearer wrong"}, {"HTTP_AUTHORIZATION": TOKEN}):
            refused = client.get("/metrics/", **header)
            assert refused.status_code == 401 and refused["WWW-Authenticate"] == 'Bearer realm="metrics"'
            assert b"effbench" not in refused.content
        assert client.post("/metrics/", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code in (403, 405)


def test_units_verdicts_latencies_and_cache_hits_as_recorded(client, django_user_model):
    owner = django_user_model.objects.create_user("ops")
    submission = services.create_submission(owner=owner, benchmark=load_demo_benchmark(), model_name="m", data=demo_generations.mixed())
    services.transition(submission.pk, Submission.Status.RUNNING)
    store = OrmEvaluationStore()
    first, second, third, fourth = submission.generations.order_by("pk").values_list("pk", flat=True)
    store.save_result(first, report(Verdict.PASS, cached=True), UnitTiming(0.4, 0.3))
    store.save_result(second, report(Verdict.PASS, cached=False), UnitTiming(3.0, 2.5))
    store.save_result(third, report(Verdict.WRONG_ANSWER, cached=False), UnitTiming(70.0, 65.0))
    assert store.take_lease(fourth, "worker-host:4242", 60)  # running on a worker now

    metrics = scrape(client)

    def value(name: str, **labels) -> float:
        return metrics[name, tuple(sorted(labels.items()))]

    assert value("effbench_units_total", kind="submission", verdict="pass") == 2
    assert value("effbench_units_total", kind="submission", verdict="wrong_answer") == 1
    assert value("effbench_cache_hits_total", kind="submission") == 1
    assert value("effbench_units_pending", kind="submission", state="leased") == 1
    assert value("effbench_units_pending", kind="submission", state="lease_expired") == 0
    assert value("effbench_units_pending", kind="submission", state="not_taken") == 0
    assert value("effbench_units_pending", kind="reward", state="pending") == 0
    # Cumulative buckets: 0.4 s, 3 s and 70 s units; 0.3 s, 2.5 s and 65 s evaluations.
    unit = {le: value("effbench_unit_seconds_bucket", kind="submission", le=le) for le in ("0.25", "0.5", "2.0", "5.0", "60.0", "120.0", "+Inf")}
    assert unit == {"0.25": 0, "0.5": 1, "2.0": 1, "5.0": 2, "60.0": 2, "120.0": 3, "+Inf": 3}
    assert value("effbench_unit_seconds_count", kind="submission") == 3
    assert value("effbench_unit_seconds_sum", kind="submission") == pytest.approx(73.4)
    assert value("effbench_run_seconds_bucket", kind="submission", le="0.25") == 0
    assert value("effbench_run_seconds_bucket", kind="submission", le="0.5") == 1
    assert value("effbench_run_seconds_sum", kind="submission") == pytest.approx(67.8)
    assert value("effbench_unit_seconds_count", kind="reward") == 0
    # Every actor's queue, with the priority its messages carry (lower runs first).
    queues = {(dict(labels)["queue"], dict(labels)["priority"]) for name, labels in metrics if name == "effbench_queue_messages"}
    assert queues == {("control", "0"), ("evaluate", "10"), ("rewards", "20")}


def test_no_worker_runs_dramatiqs_own_prometheus_exporter():
    # It binds one fixed port per process (a host's second worker process fails) and errors on
    # every message of the in-process worker; /metrics/ covers every worker instead.
    assert "Prometheus" not in {type(m).__name__ for m in default_middleware()}
    from evaluator.broker import broker

    assert "Prometheus" not in {type(m).__name__ for m in broker.middleware}
