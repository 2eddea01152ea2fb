"""Unit leases: one live worker per unit, a dead worker's units come back. On the memory store
(its clock moves; nothing waits on the wall clock), but for an owner cancelling through the API;
the stores' own lease rules are held to each other in test_store_contract.py."""

import threading

import pytest

from evaluator import pipeline
from evaluator.memory_store import ManualClock
from tests import demo_generations
from tests.evaluator.memory import CountingLeases, demo_store, fake_run, fast_answers


@pytest.fixture
def memory_unit():
    """A started demo submission on the memory store, and its first unit."""
    store = demo_store(ManualClock())
    ids = pipeline.start_submission(store, store.add_submission("demo", fast_answers(), team="lea"))
    return store, ids[0]


def test_a_unit_leased_by_a_live_worker_is_skipped_and_taken_over_once_expired(memory_unit):
    store, generation_id = memory_unit
    assert store.take_lease(generation_id, "host-a:1", 60)
    calls: list[str] = []
    pipeline.evaluate_generation(store, generation_id, run=fake_run(calls), lease=("host-b:2", 60))
    assert calls == [] and store.expired_leases() == []
    # host-a dies: its lease runs out, the sweep finds the unit, host-b runs it.
    store.clock.advance(61)
    assert store.expired_leases() == [generation_id]
    pipeline.evaluate_generation(store, generation_id, run=fake_run(calls), lease=("host-b:2", 60))
    assert calls.count(store.generation(generation_id).code) == 1  # (the others: its baseline)
    assert store.generation(generation_id).status == "done"
    assert store.expired_leases() == []  # done units are never swept


def test_a_second_message_for_a_unit_this_worker_runs_is_skipped(memory_unit):
    """Two messages for one unit (the sweep's re-send and Dramatiq's redelivery of the original)
    reach two threads of one worker process: one thread runs it, the other skips it. Both hold the
    lease as the same holder (the process), so the lease alone let both run it. The first run
    waits inside the program until the second message is handled (events, not timing)."""
    store, generation_id = memory_unit
    code = store.generation(generation_id).code
    ran: list[str] = []
    inside, release = threading.Event(), threading.Event()
    passing = fake_run()

    def run(program, tests, **options):
        if program == code:
            ran.append(program)
            if len(ran) == 1:  # the first run holds the unit until the duplicate is handled
                inside.set()
                release.wait(60)
        return passing(program, tests, **options)

    lease = ("host-a:1", 60)
    first = threading.Thread(target=pipeline.evaluate_generation, args=(store, generation_id), kwargs={"run": run, "lease": lease})
    first.start()
    try:
        assert inside.wait(60)
        pipeline.evaluate_generation(store, generation_id, run=run, lease=lease)  # the duplicate
    finally:
        release.set()
        first.join(60)
    assert ran == [code]
    assert store.generation(generation_id).status == "done"


def test_the_lease_is_renewed_while_the_unit_runs(memory_unit):
    """The renewal thread takes the lease again every third of its length: while the unit runs,
    three lease lengths pass on the store's clock, half a length at a time, each followed by a
    renewal (waited for, not timed), and the lease never expires."""
    store, generation_id = memory_unit
    counted = CountingLeases(store)
    expired_seen: list[int] = []
    lease = 0.3  # renewed every 0.1 s of real time

    def three_lease_lengths_pass():
        if expired_seen:
            return  # once, in the first program run under the lease
        expired_seen.append(0)
        for _ in range(6):
            calls = counted.calls
            store.clock.advance(lease / 2)
            assert counted.renewed(calls + 1), "the lease was not renewed"
            expired_seen.extend(store.expired_leases())

    pipeline.evaluate_generation(counted, generation_id, run=fake_run(during=three_lease_lengths_pass), lease=("host-a:1", lease))
    assert expired_seen == [0]  # three lease lengths passed, never expired
    assert store.generation(generation_id).status == "done"


def test_a_failing_unit_gives_its_lease_back(memory_unit):
    store, generation_id = memory_unit

    def broken(*args, **kwargs):
        raise OSError("docker engine gone")

    with pytest.raises(OSError):
        pipeline.evaluate_generation(store, generation_id, run=broken, lease=("host-a:1", 60))
    generation = store.generation(generation_id)
    assert generation.lease_holder == "" and generation.lease_expires_at is None
    assert store.take_lease(generation_id, "host-b:2", 60)  # a retry anywhere may take it


def test_overdue_submissions_are_failed_with_a_reason(memory_unit, settings, monkeypatch):
    from evaluator import actors

    store, _ = memory_unit
    monkeypatch.setattr(actors, "get_store", lambda: store)
    settings.EVALUATOR_SUBMISSION_TIME_LIMIT = 3600
    assert actors.fail_overdue() == 0  # just started
    store.clock.advance(2 * 3600)
    assert actors.fail_overdue() == 1
    submission = store.submission(1)
    assert submission.status == "failed"
    assert "ran past its time limit of 1 h (0 of 3 units done)" in submission.error


@pytest.fixture
def unit(django_user_model):
    from portal.benchmarks.services import load_demo_benchmark
    from portal.submissions import services
    from portal.submissions.evaluation_store import OrmEvaluationStore

    submission = services.create_submission(
        owner=django_user_model.objects.create_user("lea"), benchmark=load_demo_benchmark(), model_name="m", data=demo_generations.all_correct()
    )
    store = OrmEvaluationStore()
    ids = pipeline.start_submission(store, submission.pk)
    return store, ids[0]


@pytest.mark.django_db(transaction=True)
def test_owner_cancels_and_pending_units_stop(unit, django_user_model):
    from rest_framework.test import APIClient

    from portal.submissions.models import Submission

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
