"""The ORM-backed implementation of the reward units' store (evaluator.reward_units.RewardStore)."""

from django.utils import timezone

from evaluator import rewards
from evaluator.reward_units import RewardJob
from evaluator.store import ReferenceJob, UnitTiming
from portal.benchmarks import services as benchmark_services
from portal.benchmarks.models import Problem
from portal import leased_units as leases
from sim_runner import Report

from . import services
from .models import RewardBatch, RewardItem


class OrmRewardStore:
    def _item(self, item_id: int) -> RewardItem | None:
        return RewardItem.objects.select_related("batch__benchmark", "problem").filter(pk=item_id).first()

    def reward_job(self, item_id: int) -> RewardJob | None:
        item = self._item(item_id)
        if item is None or item.status == RewardItem.Status.DONE:
            return None
        benchmark, problem = item.batch.benchmark, item.problem
        return RewardJob(
            item_id=item.pk,
            reward=item.batch.reward,
            options=item.batch.options,
            code=item.code,
            tests=[] if problem.harness else services.reward_tests(problem),
            profile=benchmark.profile,
            backend=benchmark.backend,
            problem_id=problem.problem_id,
            harness=problem.harness or None,
            evaluation_key=item.evaluation_key,
            max_instructions=item.batch.max_instructions,
        )

    def take_lease(self, item_id: int, holder: str, seconds: float) -> bool:
        return leases.take(RewardItem.objects.filter(pk=item_id, status=RewardItem.Status.PENDING), holder, seconds)

    def release_lease(self, item_id: int, holder: str) -> None:
        leases.release(RewardItem.objects.filter(pk=item_id), holder)

    def mark_sent(self, item_ids: list[int]) -> None:
        RewardItem.objects.filter(pk__in=item_ids).update(dispatched_at=timezone.now())

    def items_to_resend(self, stale_seconds: float) -> list[int]:
        now = timezone.now()
        return list(
            RewardItem.objects.filter(leases.expired(now) | leases.lost(now, stale_seconds), status=RewardItem.Status.PENDING)
            .order_by("id")
            .values_list("id", flat=True)
        )

    def reference_job(self, item_id: int) -> ReferenceJob | None:
        # As for submission units: on ALL the problem's tests, so the stored baseline is the
        # leaderboards' own.
        item = self._item(item_id)
        return benchmark_services.reference_job(item.problem) if item else None

    def save_reference(self, problem_key: int, label: str, report: Report) -> None:
        problem = Problem.objects.select_related("benchmark").get(pk=problem_key)
        benchmark_services.store_reference(problem, label, report)

    def cached_outcome(self, evaluation_key: str, tests: list[str]) -> rewards.Outcome | None:
        return services.cached_outcome(evaluation_key, tests) if evaluation_key else None

    def baseline(self, item_id: int) -> dict[str, dict] | None:
        item = self._item(item_id)
        costs = benchmark_services.reference_costs(item.batch.benchmark, [item.problem], "baseline")
        return costs.get(item.problem.problem_id)

    def save_item(self, item_id: int, outcome: rewards.Outcome | None, reward: rewards.Reward, cached: bool, timing: UnitTiming | None = None) -> bool:
        now = timezone.now()
        saved = RewardItem.objects.filter(pk=item_id, status=RewardItem.Status.PENDING).update(
            status=RewardItem.Status.DONE,
            outcome=outcome.to_dict() if outcome else None,
            reusable=bool(outcome and outcome.reusable),
            verdict=reward.verdict,
            reward=reward.value,
            components=reward.components,
            cached=cached,
            finished_at=now,
            unit_seconds=timing.unit_seconds if timing else None,
            run_seconds=timing.run_seconds if timing else None,
        )
        if saved:
            # Checked after this item's update has committed (autocommit), so of two last items
            # finishing together at least the later one sees none pending.
            batch_id = RewardItem.objects.filter(pk=item_id).values_list("batch_id", flat=True).first()
            if not RewardItem.objects.filter(batch_id=batch_id, status=RewardItem.Status.PENDING).exists():
                RewardBatch.objects.filter(pk=batch_id, finished_at__isnull=True).update(finished_at=now)
        return bool(saved)
