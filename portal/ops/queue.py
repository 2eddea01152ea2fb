"""The evaluation queue as the admins see it (the admin page "Evaluation queue"): what is
pending, what runs where, what is stuck; and their two actions, re-queue and cancel.

A unit is a Generation of a running submission. It runs on the worker process holding its
lease ("host:pid") while the lease is valid; a pending unit whose lease expired lost its worker
(the worker sweep re-enqueues it within EVALUATOR_SWEEP_SECONDS; the re-queue action does it now).
"""

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Count, Min, Q
from django.utils import timezone

from portal.submissions import services
from portal.submissions.models import Generation, Submission

PENDING = Generation.Status.PENDING
RUNNING = Submission.Status.RUNNING


@dataclass
class Host:
    name: str
    units: int = 0
    processes: dict[str, int] = field(default_factory=dict)  # "host:pid" -> units leased


@dataclass
class Stuck:
    submission: Submission
    reasons: list[str]
    done: int
    total: int


@dataclass
class Overview:
    now: datetime
    queued_submissions: int
    running_submissions: int
    pending_units: int  # of running submissions, not done
    leased_units: int  # of those, running now (valid lease)
    expired_units: int  # of those, whose worker's lease expired
    hosts: list[Host]
    stuck: list[Stuck]
    running: list[dict]  # per running submission: id, model, benchmark, done, total, leased, started


def host_of(holder: str) -> str:
    """ "host:pid" -> host (a host name may itself contain colons: IPv6)."""
    return holder.rsplit(":", 1)[0] if ":" in holder else holder


def overview() -> Overview:
    now = timezone.now()
    pending = Generation.objects.filter(status=PENDING, submission__status=RUNNING)
    leased = pending.filter(lease_expires_at__gte=now).exclude(lease_holder="")
    hosts: dict[str, Host] = {}
    for row in leased.values("lease_holder").annotate(units=Count("id")).order_by("lease_holder"):
        host = hosts.setdefault(host_of(row["lease_holder"]), Host(host_of(row["lease_holder"])))
        host.units += row["units"]
        host.processes[row["lease_holder"]] = row["units"]
    running = (
        Submission.objects.filter(status=RUNNING)
        .select_related("benchmark", "owner")
        .order_by("started_at")
        .annotate(
            total=Count("generations"),
            done=Count("generations", filter=Q(generations__status=Generation.Status.DONE)),
            leased=Count("generations", filter=Q(generations__status=PENDING, generations__lease_expires_at__gte=now)),
        )
    )
    return Overview(
        now=now,
        queued_submissions=Submission.objects.filter(status=Submission.Status.QUEUED).count(),
        running_submissions=len(running),
        pending_units=pending.count(),
        leased_units=leased.count(),
        expired_units=pending.filter(lease_expires_at__lt=now).count(),
        hosts=sorted(hosts.values(), key=lambda h: h.name),
        stuck=stuck_submissions(now),
        running=[{"submission": s, "done": s.done, "total": s.total, "leased": s.leased} for s in running],
    )


def stuck_submissions(now: datetime | None = None) -> list[Stuck]:
    """Running submissions past EVALUATOR_SUBMISSION_TIME_LIMIT, or with units whose lease
    expired (their worker died and nobody has taken them again yet)."""
    now = now or timezone.now()
    limit = settings.EVALUATOR_SUBMISSION_TIME_LIMIT
    cutoff = now - timedelta(seconds=limit)
    candidates = (
        Submission.objects.filter(status=RUNNING)
        .filter(Q(started_at__lt=cutoff) | Q(generations__status=PENDING, generations__lease_expires_at__lt=now))
        .distinct()
        .select_related("benchmark", "owner")
        .order_by("started_at")
    )
    stuck = []
    for submission in candidates:
        units = submission.generations.aggregate(
            total=Count("id"),
            done=Count("id", filter=Q(status=Generation.Status.DONE)),
            expired=Count("id", filter=Q(status=PENDING, lease_expires_at__lt=now)),
            oldest=Min("lease_expires_at", filter=Q(status=PENDING, lease_expires_at__lt=now)),
        )
        reasons = []
        if submission.started_at and submission.started_at < cutoff:
            hours = (now - submission.started_at).total_seconds() / 3600
            reasons.append(f"running for {hours:.1f} h, past the limit of {limit / 3600:g} h")
        if units["expired"]:
            ago = (now - units["oldest"]).total_seconds()
            reasons.append(f"{units['expired']} unit(s) with an expired lease (the oldest expired {ago:.0f} s ago)")
        stuck.append(Stuck(submission, reasons, units["done"], units["total"]))
    return stuck


def requeue(submission: Submission) -> str:
    """Put a queued or running submission's work back on the queue: its units whose lease
    expired at once, then the submission itself (idempotent: units done are skipped, and a unit
    a live worker holds is not run twice, its lease refuses the second taker)."""
    from evaluator import actors

    if submission.is_terminal:
        raise ValueError(f"submission #{submission.pk} is {submission.status}: nothing to re-queue")
    expired = list(Generation.objects.filter(submission=submission, status=PENDING, lease_expires_at__lt=timezone.now()).values_list("id", flat=True))
    for generation_id in expired:
        actors.send_unit(generation_id)  # the one way a unit is sent: its give-up callback included
    actors.enqueue_submission(submission.pk)
    return f"submission #{submission.pk} re-queued ({len(expired)} unit(s) with an expired lease sent again)"


def requeue_expired() -> str:
    """Every unit whose lease expired, now (the workers' sweep does the same periodically)."""
    from evaluator import actors

    return f"{actors.requeue_expired()} unit(s) with an expired lease re-queued"


def cancel(submission: Submission) -> str:
    """Cancel a queued or running submission; its owner sees that an administrator did it."""
    if not services.transition(submission.pk, Submission.Status.CANCELLED, error="cancelled by an administrator"):
        raise ValueError(f"submission #{submission.pk} is {submission.status}: it cannot be cancelled")
    return f"submission #{submission.pk} cancelled"
