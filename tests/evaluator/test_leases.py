"""Unit leases on the real database: one live worker per unit, a dead worker's units come back."""
import threading
import time
from datetime import timedelta

import pytest
from django.utils import timezone

from evaluator import pipeline
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation, Submission
from sim_runner.report import CompileResult, Report, TestResult, Verdict
from tests import demo_generations

pytestmark = pytest.mark.django_db(transaction=True)


def fake_run(seconds=0.0, calls=None):
    def run(code, tests, **options):
        if calls is not None:
            calls.append(code)
        time.sleep(seconds)
        return Report(CompileResult(True, "", 0.1), [TestResult(t.name, Verdict.PASS, 0.01, 0, "") for t in tests],
                      sandbox="fake", profile="scalar", backend="native")
    return run


@pytest.fixture
def unit(django_user_model):
    submission = services.create_submission(owner=django_user_model.objects.create_user("lea"),
                                            benchmark=load_demo_benchmark(), model_name="m",
                                            data=demo_generations.all_correct())
    store = OrmEvaluationStore()
    ids = pipeline.start_submission(store, submission.pk)
    return store, ids[0]


def test_a_unit_leased_by_a_live_worker_is_skipped_and_taken_over_once_expired(unit):
    store, generation_id = unit
    assert store.take_lease(generation_id, "host-a:1", 60)
    calls = []
    pipeline.evaluate_generation(store, generation_id, run=fake_run(calls=calls), lease=("host-b:2", 60))
    assert calls == [] and store.expired_leases() == []
    # host-a dies: its lease runs out, the sweep finds the unit, host-b runs it.
    Generation.objects.filter(pk=generation_id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    assert store.expired_leases() == [generation_id]
    pipeline.evaluate_generation(store, generation_id, run=fake_run(calls=calls), lease=("host-b:2", 60))
    assert calls.count(Generation.objects.get(pk=generation_id).code) == 1  # (the others: its baseline)
    assert Generation.objects.get(pk=generation_id).status == Generation.Status.DONE
    assert store.expired_leases() == []  # done units are never swept


def test_the_lease_is_renewed_while_the_unit_runs(unit):
    store, generation_id = unit
    expired_seen = []
    runner = threading.Thread(target=pipeline.evaluate_generation, args=(store, generation_id),
                              kwargs={"run": fake_run(seconds=2.0), "lease": ("host-a:1", 0.6)})
    runner.start()
    deadline = time.monotonic() + 1.8
    while time.monotonic() < deadline:
        expired_seen += OrmEvaluationStore().expired_leases()
        time.sleep(0.1)
    runner.join()
    assert expired_seen == []  # three lease lengths passed, never expired
    assert Generation.objects.get(pk=generation_id).status == Generation.Status.DONE


def test_a_failing_unit_gives_its_lease_back(unit):
    store, generation_id = unit

    def broken(*args, **kwargs):
        raise OSError("docker engine gone")

    with pytest.raises(OSError):
        pipeline.evaluate_generation(store, generation_id, run=broken, lease=("host-a:1", 60))
    generation = Generation.objects.get(pk=generation_id)
    assert generation.lease_holder == "" and generation.lease_expires_at is None
    assert store.take_lease(generation_id, "host-b:2", 60)  # a retry anywhere may take it


def test_units_of_cancelled_submissions_are_not_swept(unit):
    store, generation_id = unit
    Generation.objects.filter(pk=generation_id).update(lease_holder="x", lease_expires_at=timezone.now() - timedelta(1))
    Submission.objects.update(status=Submission.Status.CANCELLED)
    assert store.expired_leases() == []


def test_overdue_submissions_are_failed_with_a_reason(unit, settings):
    from evaluator import actors

    store, _ = unit
    settings.EVALUATOR_SUBMISSION_TIME_LIMIT = 3600
    assert actors.fail_overdue() == 0  # just started
    Submission.objects.update(started_at=timezone.now() - timedelta(hours=2))
    assert actors.fail_overdue() == 1
    submission = Submission.objects.get()
    assert submission.status == Submission.Status.FAILED
    assert "ran past its time limit of 1 h (0 of 3 units done)" in submission.error


def test_owner_cancels_and_pending_units_stop(unit, django_user_model):
    from rest_framework.test import APIClient

    store, generation_id = unit
    submission = Submission.objects.get()
    stranger = APIClient()
    stranger.force_authenticate(django_user_model.objects.create_user("stranger"))
    assert stranger.post(f"/api/v1/submissions/{submission.pk}/cancel/").status_code == 404
    owner = APIClient()
    owner.force_authenticate(submission.owner)
    response = owner.post(f"/api/v1/submissions/{submission.pk}/cancel/")
    assert response.status_code == 200 and response.json()["status"] == "cancelled"
    calls = []
    pipeline.evaluate_generation(store, generation_id, run=fake_run(calls=calls), lease=("h:1", 60))
    assert calls == []  # the pending unit does nothing
    assert owner.post(f"/api/v1/submissions/{submission.pk}/cancel/").status_code == 400
