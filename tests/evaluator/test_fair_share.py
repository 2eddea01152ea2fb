"""Fair-share dispatch through the real store on the real database: the broker queue holds at
most `depth` units, and each freed slot goes to the team with the fewest units in flight."""
from datetime import timedelta

import pytest
from django.utils import timezone

from portal.accounts.teams import create_team
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation
from tests import demo_generations

pytestmark = pytest.mark.django_db


def submit(user, team, samples: int):
    """A running submission of `samples` units per demo problem (3 problems)."""
    lines = demo_generations.jsonl([{"problem_id": pid, "sample": s, "code": code}
                                    for pid, code in demo_generations.FAST.items() for s in range(samples)])
    submission = services.create_submission(owner=user, benchmark=load_demo_benchmark(), model_name="m", data=lines,
                                            team=team)
    OrmEvaluationStore().begin_submission(submission.pk)
    return submission


def teams_of(ids) -> list[str]:
    return [Generation.objects.get(pk=i).submission.team.slug for i in ids]


def finish(ids) -> None:
    Generation.objects.filter(pk__in=ids).update(status=Generation.Status.DONE)


def test_a_freed_slot_goes_to_the_team_with_fewest_units_in_flight(django_user_model, settings):
    settings.SUBMISSION_QUOTA_CONCURRENT = 10
    store = OrmEvaluationStore()
    alice, bob = django_user_model.objects.create_user("alice"), django_user_model.objects.create_user("bob")
    big, small = create_team(alice, "Big Lab"), create_team(bob, "Small Lab")
    submit(alice, big, samples=4)  # 12 units
    first = store.claim_dispatch(4, stale_seconds=300)
    assert teams_of(first) == ["big-lab"] * 4 and first == sorted(first)
    assert store.claim_dispatch(4, stale_seconds=300) == []  # the queue is full

    submit(bob, small, samples=1)  # 3 units, arriving behind 8 waiting units of Big Lab
    submit(alice, big, samples=1)  # a second Big Lab submission counts for the same team
    finish(first[:2])
    assert teams_of(store.claim_dispatch(4, stale_seconds=300)) == ["small-lab", "small-lab"]
    finish(first[2:])
    # In flight now: small 2, big 0; two slots free -> both to big.
    bigs = store.claim_dispatch(4, stale_seconds=300)
    assert teams_of(bigs) == ["big-lab", "big-lab"]
    finish(bigs)
    # small 2, big 0 again: big first, then they tie at 2 and small takes its last unit.
    assert teams_of(store.claim_dispatch(4, stale_seconds=300)) == ["big-lab", "big-lab"]
    finish(Generation.objects.filter(submission__team__slug="small-lab", dispatched_at__isnull=False)
           .values_list("id", flat=True))
    assert teams_of(store.claim_dispatch(4, stale_seconds=300)) == ["small-lab", "big-lab"]


def test_a_unit_lost_on_the_queue_is_dispatched_again(django_user_model):
    store = OrmEvaluationStore()
    user = django_user_model.objects.create_user("carol")
    submit(user, None, samples=1)
    sent = store.claim_dispatch(2, stale_seconds=300)
    assert len(sent) == 2
    # One was taken by a worker (leased); the other never was, and the broker lost it.
    leased, lost = sent
    assert store.take_lease(leased, "host:1", 60)
    Generation.objects.filter(pk__in=sent).update(dispatched_at=timezone.now() - timedelta(seconds=301))
    assert store.claim_dispatch(2, stale_seconds=300) == [lost]


def test_cancelled_submissions_dispatch_nothing(django_user_model):
    store = OrmEvaluationStore()
    user = django_user_model.objects.create_user("dave")
    submission = submit(user, None, samples=2)
    services.cancel_submission(submission)
    assert store.claim_dispatch(8, stale_seconds=300) == []
