"""The admin's evaluation queue page (staff only): units per host from real leases, stuck
submissions, and the re-queue and cancel actions, on the real database and Dramatiq's broker."""

from datetime import timedelta

import dramatiq
import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.utils import timezone

import evaluator.actors  # noqa: F401  (declares the evaluate queue on the broker)
from evaluator.broker import broker
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.models import Generation, Submission
from tests import demo_generations

pytestmark = pytest.mark.django_db
QUEUE = "/admin/submissions/submission/queue/"


@pytest.fixture
def owner(django_user_model):
    return django_user_model.objects.create_user("alice", password="s3cret-pass-word")


@pytest.fixture
def admin_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", "root@example.org", "x-admin-pass-1"))
    return client


@pytest.fixture
def running(owner):
    """Two running submissions of 3 units each: #1 fresh with units leased on two hosts and one
    whose lease expired; #2 started two days ago (past the 24 h limit), nothing leased."""
    benchmark = load_demo_benchmark()
    now = timezone.now()
    made = []
    for name in ("fresh", "old"):
        submission = services.create_submission(owner=owner, benchmark=benchmark, model_name=name, data=demo_generations.all_correct())
        assert services.transition(submission.pk, Submission.Status.RUNNING)
        made.append(submission)
    Submission.objects.filter(pk=made[1].pk).update(started_at=now - timedelta(days=2))
    units = list(made[0].generations.order_by("id"))
    leases = [("worker-a:101", 60), ("worker-b:7", 60), ("worker-c:9", -300)]
    for unit, (holder, seconds) in zip(units, leases):
        Generation.objects.filter(pk=unit.pk).update(lease_holder=holder, lease_expires_at=now + timedelta(seconds=seconds))
    broker.flush_all()
    return made[0], made[1], units


def sent(options: list[dict] | None = None) -> list[tuple[str, tuple]]:
    """The messages on the broker's queues, units' first: (actor, args); their options appended
    to `options` when given."""
    messages = []
    for queue in (broker.queues[name] for name in ("evaluate", "control") if name in broker.queues):
        while not queue.empty():
            message = dramatiq.Message.decode(queue.get_nowait())
            queue.task_done()  # or the stub broker's join() waits for it forever (later tests join)
            messages.append((message.actor_name, tuple(message.args)))
            if options is not None:
                options.append(message.options)
    return messages


def messages_of(response) -> list[str]:
    return [str(m) for m in response.context["messages"]]


def test_staff_only(client, django_user_model, owner, running):
    response = client.get(QUEUE)
    assert response.status_code == 302 and response.url.startswith("/admin/login/")
    client.force_login(owner)  # signed in, not staff
    response = client.get(QUEUE)
    assert response.status_code == 302 and response.url.startswith("/admin/login/")
    assert client.post(QUEUE + f"{running[0].pk}/cancel/").status_code == 302
    assert Submission.objects.get(pk=running[0].pk).status == Submission.Status.RUNNING

    staff = django_user_model.objects.create_user("staff", password="x-staff-pass-1", is_staff=True)
    client.force_login(staff)
    assert client.get(QUEUE).status_code == 403  # staff without the permission to see submissions
    staff.user_permissions.add(Permission.objects.get(codename="view_submission"))
    page = client.get(QUEUE)
    assert page.status_code == 200 and b"/requeue/" not in page.content and b"/cancel/" not in page.content
    assert client.post(QUEUE + f"{running[0].pk}/cancel/").status_code == 403
    assert client.post(QUEUE + "requeue-expired/").status_code == 403
    assert Submission.objects.get(pk=running[0].pk).status == Submission.Status.RUNNING
    assert sent() == []


def test_queue_shows_units_per_host_and_stuck_submissions(admin_client, running, settings):
    fresh, old, units = running
    response = admin_client.get(QUEUE)
    assert response.status_code == 200
    queue = response.context["queue"]
    assert (queue.queued_submissions, queue.running_submissions) == (0, 2)
    assert (queue.pending_units, queue.leased_units, queue.expired_units) == (6, 2, 1)
    assert [(h.name, h.units, h.processes) for h in queue.hosts] == [("worker-a", 1, {"worker-a:101": 1}), ("worker-b", 1, {"worker-b:7": 1})]
    stuck = {item.submission.pk: item.reasons for item in queue.stuck}
    assert set(stuck) == {fresh.pk, old.pk}
    assert stuck[fresh.pk] == [stuck[fresh.pk][0]] and stuck[fresh.pk][0].startswith("1 unit(s) with an expired lease (the oldest expired 3")
    assert stuck[old.pk] == ["running for 48.0 h, past the limit of 24 h"]
    html = response.content.decode()
    for text in ("worker-a:101", "worker-b:7", "past the limit of 24 h", "expired lease", f"#{old.pk}"):
        assert text in html
    assert "worker-c:9" not in html  # an expired lease runs nowhere

    settings.EVALUATOR_SUBMISSION_TIME_LIMIT = 3 * 24 * 3600
    assert [item.submission.pk for item in admin_client.get(QUEUE).context["queue"].stuck] == [fresh.pk]
    # The changelist links to the page.
    assert QUEUE.encode() in admin_client.get("/admin/submissions/submission/").content


def test_requeue_sends_expired_units_and_the_submission_again(admin_client, running):
    fresh, old, units = running
    assert admin_client.get(QUEUE + f"{fresh.pk}/requeue/").status_code == 405
    response = admin_client.post(QUEUE + f"{fresh.pk}/requeue/", follow=True)
    assert response.redirect_chain[-1][0] == QUEUE
    assert messages_of(response) == [f"submission #{fresh.pk} re-queued (1 unit(s) with an expired lease sent again)"]
    options = []
    assert sent(options) == [("evaluate_generation", (units[2].pk,)), ("evaluate_submission", (fresh.pk,))]
    # A unit gives its submission up only once its retries are spent, not on its first failure.
    assert options[0].get("on_retry_exhausted") == "generation_gave_up" and "on_failure" not in options[0]

    response = admin_client.post(QUEUE + "requeue-expired/", follow=True)
    assert messages_of(response) == ["1 unit(s) with an expired lease re-queued"]
    assert [actor for actor, _ in sent()] == ["evaluate_generation"]


def test_cancel_and_what_cannot_be_done(admin_client, owner, running):
    fresh, old, units = running
    response = admin_client.post(QUEUE + f"{old.pk}/cancel/", follow=True)
    assert messages_of(response) == [f"submission #{old.pk} cancelled"]
    old.refresh_from_db()
    assert old.status == Submission.Status.CANCELLED and old.error == "cancelled by an administrator"
    assert old.finished_at is not None
    # Its owner sees why.
    owner_client = Client()
    owner_client.force_login(owner)
    state = owner_client.get(f"/api/v1/submissions/{old.pk}/").json()
    assert (state["status"], state["error"]) == ("cancelled", "cancelled by an administrator")

    again = admin_client.post(QUEUE + f"{old.pk}/cancel/", follow=True)
    assert messages_of(again) == [f"submission #{old.pk} is cancelled: it cannot be cancelled"]
    requeued = admin_client.post(QUEUE + f"{old.pk}/requeue/", follow=True)
    assert messages_of(requeued) == [f"submission #{old.pk} is cancelled: nothing to re-queue"]
    assert sent() == []
    assert admin_client.post(QUEUE + f"{old.pk}/delete-everything/").status_code == 404
    assert admin_client.post(QUEUE + "999999/cancel/").status_code == 404
    assert [item.submission.pk for item in admin_client.get(QUEUE).context["queue"].stuck] == [fresh.pk]
