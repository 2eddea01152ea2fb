"""Submission quotas per team and benchmark: per rolling 24 hours and at once."""

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from portal.accounts.models import Team
from portal.benchmarks.models import Benchmark

from .models import Submission, SubmissionQuota

ACTIVE = (Submission.Status.QUEUED, Submission.Status.RUNNING)


@dataclass(frozen=True)
class QuotaState:
    per_day: int
    concurrent: int
    used_today: int
    running: int

    @property
    def left_today(self) -> int:
        return max(0, self.per_day - self.used_today)


class QuotaExceeded(Exception):
    """The team has used its quota; the message says which and when it frees up."""


def quota_for(team: Team, benchmark: Benchmark) -> tuple[int, int]:
    """(per_day, concurrent): the most specific SubmissionQuota row, else the settings."""
    rows = SubmissionQuota.objects.filter(Q(team=team) | Q(team__isnull=True), Q(benchmark=benchmark) | Q(benchmark__isnull=True))
    best = min(rows, key=lambda q: (q.team_id is None, q.benchmark_id is None), default=None)
    if best is None:
        return settings.SUBMISSION_QUOTA_PER_DAY, settings.SUBMISSION_QUOTA_CONCURRENT
    return best.per_day, best.concurrent


def quota_state(team: Team, benchmark: Benchmark) -> QuotaState:
    per_day, concurrent = quota_for(team, benchmark)
    mine = Submission.objects.filter(team=team, benchmark=benchmark)
    return QuotaState(
        per_day, concurrent, used_today=mine.filter(created_at__gte=timezone.now() - timedelta(days=1)).count(), running=mine.filter(status__in=ACTIVE).count()
    )


def check_quota(team: Team, benchmark: Benchmark) -> None:
    """Raise QuotaExceeded when one more submission would break a quota. Call it inside the
    transaction that creates the submission, with the team row locked, so two concurrent
    requests cannot both take the last slot."""
    state = quota_state(team, benchmark)
    if state.used_today >= state.per_day:
        oldest = (
            Submission.objects.filter(team=team, benchmark=benchmark, created_at__gte=timezone.now() - timedelta(days=1))
            .order_by("created_at")
            .values_list("created_at", flat=True)
            .first()
        )
        when = f"; the next slot frees at {(oldest + timedelta(days=1)):%Y-%m-%d %H:%M} UTC" if oldest else ""
        raise QuotaExceeded(
            f"team '{team.name}' has made {state.used_today} submissions to '{benchmark.slug}' in the last 24 hours; its quota is {state.per_day} a day{when}"
        )
    if state.running >= state.concurrent:
        raise QuotaExceeded(
            f"team '{team.name}' has {state.running} submissions to '{benchmark.slug}' queued or "
            f"running; its quota is {state.concurrent} at once (wait for one to finish or cancel one)"
        )
