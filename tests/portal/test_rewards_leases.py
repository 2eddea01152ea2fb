"""Reward items hold leases as submission units do (evaluator.leases): one live worker per item,
and the workers' sweep sends again the items a lost worker held or whose message was lost, each
reward still counted once. On the real database, with a fake sandbox; time passes by moving the
stored times back, never by waiting."""

from datetime import timedelta

import dramatiq
import pytest
from django.db.models import F
from django.utils import timezone

from evaluator import actors, reward_units, rewards
from evaluator.reward_units import evaluate_item
from portal.rewards import services
from portal.rewards.models import RewardItem
from portal.rewards.store import OrmRewardStore
from tests import demo_generations
from tests.evaluator.memory import fake_run
from tests.portal.test_rewards_api import demo_with_dev_problems

pytestmark = pytest.mark.django_db

LEASE = 60.0  # seconds
STALE = 300.0  # sent this long ago and never leased: the message is taken to be lost
PENDING, DONE = RewardItem.Status.PENDING, RewardItem.Status.DONE


@pytest.fixture
def items(django_user_model) -> list[int]:
    """A saved batch of three pending items (not sent: this test's transaction never commits)."""
    demo_with_dev_problems()
    owner = django_user_model.objects.create_user("trainer")
    completions = [
        ("sum-array", demo_generations.FAST["sum-array"]),
        ("pair-sum", demo_generations.FAST["pair-sum"]),
        ("pair-sum", demo_generations.WRONG_PAIR_SUM),
    ]
    batch = services.create_batch(
        owner=owner,
        token=None,
        data={"benchmark": "demo", "reward": "green-tea", "items": [{"problem_id": pid, "completion": code} for pid, code in completions]},
    )
    ids = list(batch.items.order_by("position").values_list("pk", flat=True))
    assert RewardItem.objects.filter(pk__in=ids, status=PENDING).count() == 3
    return ids


def earlier(item_id: int, seconds: float, field: str) -> None:
    """Time passes for an item: its stored lease expiry or send time moves `seconds` back."""
    RewardItem.objects.filter(pk=item_id).update(**{field: F(field) - timedelta(seconds=seconds)})


def test_an_item_leased_by_a_live_worker_is_skipped_and_taken_over_once_expired(items):
    store, item_id = OrmRewardStore(), items[0]
    store.mark_sent(items)
    assert store.take_lease(item_id, "host-a:1", LEASE)
    calls: list[str] = []
    evaluate_item(store, item_id, run=fake_run(calls), lease=("host-b:2", LEASE))
    assert calls == [] and RewardItem.objects.get(pk=item_id).status == PENDING
    assert store.items_to_resend(STALE) == []  # a live worker is on it
    # host-a dies: its lease runs out unrenewed, the sweep finds the item, host-b runs it.
    earlier(item_id, LEASE + 1, "lease_expires_at")
    assert store.items_to_resend(STALE) == [item_id]
    evaluate_item(store, item_id, run=fake_run(calls), lease=("host-b:2", LEASE))
    item = RewardItem.objects.get(pk=item_id)
    assert item.status == DONE and item.lease_holder == "host-b:2"
    assert calls.count(item.code) == 1  # (the others: its problem's reference programs)
    assert store.items_to_resend(STALE) == []  # done items are never sent again
    # Counted once: a late second result (host-a was only slow) is dropped, the first stays.
    assert not store.save_item(item_id, None, rewards.Reward(None, "infrastructure_error", {}), False)
    assert RewardItem.objects.get(pk=item_id).verdict == item.verdict == "pass"


def test_the_actor_leases_its_item_as_this_worker(items, monkeypatch):
    store, item_id = OrmRewardStore(), items[0]
    ran: list[int] = []
    monkeypatch.setattr(reward_units, "_reward", lambda store, job, **options: ran.append(job.item_id))
    assert store.take_lease(item_id, "host-a:1", LEASE)
    actors.evaluate_reward_item(item_id)  # a duplicate message while host-a works on it
    assert ran == []
    earlier(item_id, LEASE + 1, "lease_expires_at")
    actors.evaluate_reward_item(item_id)
    assert ran == [item_id] and RewardItem.objects.get(pk=item_id).lease_holder == actors.HOLDER


def test_an_item_sent_long_ago_and_never_leased_is_sent_again_a_fresh_one_is_not(items):
    store = OrmRewardStore()
    lost, fresh, leased = items
    store.mark_sent(items)
    assert store.take_lease(leased, "host-a:1", LEASE)
    assert store.items_to_resend(STALE) == []
    # Its worker fetched it and was killed before starting it: nobody ever leased it.
    earlier(lost, STALE + 1, "dispatched_at")
    earlier(fresh, STALE - 10, "dispatched_at")
    earlier(leased, STALE + 1, "dispatched_at")  # sent as long ago, but a live worker holds it
    assert store.items_to_resend(STALE) == [lost]
    store.mark_sent([lost])  # sent again: fresh, until that message too is long unleased
    assert store.items_to_resend(STALE) == []


def test_a_failing_item_gives_its_lease_back(items):
    store, item_id = OrmRewardStore(), items[0]
    store.mark_sent(items)

    def broken(*args, **kwargs):
        raise OSError("docker engine gone")

    with pytest.raises(OSError):
        evaluate_item(store, item_id, run=broken, lease=("host-a:1", LEASE))
    item = RewardItem.objects.get(pk=item_id)
    assert (item.status, item.lease_holder, item.lease_expires_at) == (PENDING, "", None)
    assert store.items_to_resend(STALE) == []  # Dramatiq retries it; the sweep has nothing to add
    assert store.take_lease(item_id, "host-b:2", LEASE)  # a retry anywhere may take it


@pytest.fixture
def rewards_queue(stub_broker):
    """The stub broker's rewards queue, emptied; read it with `sent_rewards`."""
    return stub_broker.queues[actors.evaluate_reward_item.queue_name]


def sent_rewards(queue) -> list[tuple[str, tuple, str]]:
    """The messages on the rewards queue: (actor, args, their give-up callback)."""
    messages = []
    while not queue.empty():
        message = dramatiq.Message.decode(queue.get_nowait())
        queue.task_done()  # or the stub broker's join() waits for it forever (later tests join)
        messages.append((message.actor_name, tuple(message.args), message.options.get("on_retry_exhausted")))
    return messages


def test_the_sweep_sends_expired_and_lost_reward_items_again(items, rewards_queue, settings):
    settings.EVALUATOR_REDISPATCH_SECONDS = STALE
    store = OrmRewardStore()
    expired, live, lost = items
    store.mark_sent(items)
    assert store.take_lease(expired, "host-a:1", LEASE) and store.take_lease(live, "host-b:2", LEASE)
    earlier(expired, LEASE + 1, "lease_expires_at")  # host-a was killed mid-item
    earlier(lost, STALE + 1, "dispatched_at")  # its message went with a killed worker's prefetch
    before = timezone.now()
    assert actors.requeue_expired() == 2
    unit = ("evaluate_reward_item", "reward_item_gave_up")
    assert sent_rewards(rewards_queue) == [(unit[0], (expired,), unit[1]), (unit[0], (lost,), unit[1])]
    # Dated as sent now: the lost one is not sent again by the next sweep (the expired one is,
    # until a worker takes it: a duplicate message finds it leased or done and does nothing).
    assert all(d >= before for d in RewardItem.objects.filter(pk__in=[expired, lost]).values_list("dispatched_at", flat=True))
    assert store.items_to_resend(STALE) == [expired]


def test_a_batch_s_items_are_dated_when_sent(django_user_model, rewards_queue, django_capture_on_commit_callbacks):
    demo_with_dev_problems()
    owner = django_user_model.objects.create_user("trainer")
    before = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        batch = services.create_batch(
            owner=owner,
            token=None,
            data={
                "benchmark": "demo",
                "reward": "green-tea",
                "items": [{"problem_id": "sum-array", "completion": demo_generations.FAST["sum-array"]}, {"problem_id": "sum-array", "completion": ""}],
            },
        )  # answered at once, never sent
    sent, empty = batch.items.order_by("position")
    assert sent_rewards(rewards_queue) == [("evaluate_reward_item", (sent.pk,), "reward_item_gave_up")]
    assert sent.dispatched_at >= before and empty.dispatched_at is None and empty.status == DONE
