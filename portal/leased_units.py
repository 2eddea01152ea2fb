"""Unit leases in the database (evaluator.leases), for both kinds of unit: a submission's
Generation and a reward batch's RewardItem (portal.rewards) keep them in the same fields, and
their stores share these rules. Not an app: both apps' models inherit the abstract model."""

from datetime import datetime, timedelta

from django.db import models
from django.db.models import Q, QuerySet
from django.utils import timezone


class LeasedUnit(models.Model):
    """A unit of work a worker evaluates: its lease, and when its message was sent."""

    # The worker evaluating it ("host:pid") and until when; renewed while it runs. A lease that
    # expired on a pending unit means its worker died: the sweep enqueues it again.
    lease_holder = models.CharField(max_length=200, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True, db_index=True)
    # When its message was last put on the broker queue. Long ago, and never leased: the message
    # was lost (a broker restart, or a killed worker had fetched it), so it is sent again.
    dispatched_at = models.DateTimeField(null=True, blank=True, db_index=True)

    class Meta:
        abstract = True


def take(pending: QuerySet, holder: str, seconds: float) -> bool:
    """Lease the unit in `pending` (its row, if still pending) to `holder` unless another
    holder's lease is still valid; the same holder renews."""
    now = timezone.now()
    free = Q(lease_expires_at__isnull=True) | Q(lease_expires_at__lt=now) | Q(lease_holder=holder)
    return bool(pending.filter(free).update(lease_holder=holder, lease_expires_at=now + timedelta(seconds=seconds)))


def release(unit: QuerySet, holder: str) -> None:
    """Give the lease back if `holder` has it (another may have taken it over meanwhile)."""
    unit.filter(lease_holder=holder).update(lease_holder="", lease_expires_at=None)


def expired(now: datetime) -> Q:
    """Units whose worker died: their lease ran out unrenewed."""
    return Q(lease_expires_at__lt=now)


def lost(now: datetime, stale_seconds: float) -> Q:
    """Units sent more than `stale_seconds` ago that no worker ever leased: their message is gone."""
    return Q(lease_expires_at__isnull=True, dispatched_at__lt=now - timedelta(seconds=stale_seconds))
