"""One reward unit: evaluate one completion of a reward batch and store its reward. Plain
functions over a store protocol (the portal implements it), called by a thin Dramatiq actor.

Idempotent like the submission units: an item already done is skipped, and only the first result
of an item is kept (a redelivered message may run it twice), so each reward is counted once. Leased
like them too (evaluator.leases): a worker lost mid-item lets its lease expire, and the workers'
sweep sends the item again (evaluator.actors.resend_reward_items).
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol

import sim_runner
from sim_runner import TestCase
from sim_runner.jsontypes import Json

from evaluator import leases, pipeline, rewards, simd_tasks
from evaluator.costs import TestCosts
from evaluator.leases import LeaseStore
from evaluator.sample import SampleEvaluation
from evaluator.store import ReferenceJob, UnitTiming

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RewardJob:
    item_id: int
    reward: str
    options: rewards.Options
    code: str  # extracted from the completion when the batch was made
    tests: list[TestCase]  # the problem's dev tests, at most REWARD_MAX_TESTS of them
    profile: str
    backend: str
    problem_id: str
    harness: Json | None  # SimdBench-format problems
    evaluation_key: str  # identical programs on identical tests share it (see the store)
    max_instructions: int | None = None  # simulated instructions per test run (program tasks); None: no cap


class RewardStore(LeaseStore, Protocol):  # take_lease, release_lease: an item's lease
    def reward_job(self, item_id: int) -> RewardJob | None:
        """What to run, or None when the item is done (or gone)."""

    def reference_job(self, item_id: int) -> ReferenceJob | None:
        """The item's problem's reference programs not yet measured in the current model, or None."""

    def save_reference(self, problem_key: int, label: str, report: sim_runner.Report) -> None:
        """Store a reference program's per-test costs (as the submission units do)."""

    def cached_outcome(self, evaluation_key: str, tests: list[str]) -> rewards.Outcome | None:
        """The outcome of an earlier evaluation of the identical program, if one is reusable, its
        costs in the order of `tests` (the names of the tests it ran, in order: Outcome.in_order)."""

    def baseline(self, item_id: int) -> dict[str, TestCosts] | None:
        """The problem's baseline costs per test in the current model, or None."""

    def save_item(self, item_id: int, outcome: rewards.Outcome | None, reward: rewards.Reward, cached: bool, timing: UnitTiming | None = None) -> bool:
        """Store the item's reward unless it is done already; False then (the first result stays)."""

    def mark_sent(self, item_ids: list[int]) -> None:
        """Record that the items' messages are put on the broker queue now."""

    def items_to_resend(self, stale_seconds: float) -> list[int]:
        """Pending items to send again, in id order: those whose lease expired (their worker died),
        and those sent more than `stale_seconds` ago that no worker ever leased (their message was
        lost: a broker restart, or a killed worker had fetched it and never started it)."""


def evaluate_item(
    store: RewardStore,
    item_id: int,
    *,
    sandbox: str = "auto",
    cache_dir: Path | None = None,
    run: Callable[..., sim_runner.Report] = sim_runner.evaluate,
    lease: tuple[str, float] | None = None,
) -> None:
    """Evaluate one item and store its reward. With `lease` (holder, seconds) the item is leased
    first and the lease renewed while it runs; an item leased by another live worker is skipped."""
    job = store.reward_job(item_id)
    if job is None:
        return
    leases.run_leased(store, item_id, lease, lambda: _reward(store, job, sandbox=sandbox, cache_dir=cache_dir, run=run), kind="reward item")


def _reward(store: RewardStore, job: RewardJob, *, sandbox: str, cache_dir: Path | None, run: Callable[..., sim_runner.Report]) -> None:
    item_id = job.item_id
    started = time.monotonic()
    # The references first, as the submission units do: the baseline is the reward's denominator.
    reference = store.reference_job(item_id)
    if reference is not None:
        for label, code in reference.programs.items():
            report = run(code, reference.tests, profile=reference.profile, backend=reference.backend, sandbox=sandbox, cache_dir=cache_dir)
            store.save_reference(reference.problem_key, label, report)
    # An identical program may have finished since the batch was made (a duplicate in the batch).
    outcome = store.cached_outcome(job.evaluation_key, [t.name for t in job.tests])
    cached = outcome is not None
    run_seconds = None
    if outcome is None:
        running = time.monotonic()
        sample = _evaluate(job, sandbox=sandbox, cache_dir=cache_dir, run=run)
        run_seconds = time.monotonic() - running
        outcome = rewards.outcome_of(sample)
        cached = sample.cached  # sim_runner's content-addressed cache answered
    reward = rewards.compute(job.reward, outcome, store.baseline(item_id), job.options)
    if not store.save_item(item_id, outcome, reward, cached, UnitTiming(time.monotonic() - started, run_seconds)):
        log.info("reward item %s: already done by another worker; this result dropped", item_id)


def _evaluate(job: RewardJob, *, sandbox: str, cache_dir: Path | None, run: Callable[..., sim_runner.Report]) -> SampleEvaluation:
    """The completion's evaluation, as a submission unit's (evaluator.pipeline) but on the job's
    tests and under its instruction cap."""
    if job.harness:
        task = simd_tasks.SimdTask.from_harness(job.problem_id, job.harness)
        return simd_tasks.evaluate_sample(task, job.code, profile=job.profile, run=run, sandbox=sandbox, cache_dir=cache_dir)
    limits = sim_runner.Limits(simulated_instructions=job.max_instructions)
    return SampleEvaluation.of_program(run(job.code, job.tests, profile=job.profile, backend=job.backend, sandbox=sandbox, cache_dir=cache_dir, limits=limits))


def give_up_item(store: RewardStore, item_id: int, reason: str) -> None:
    """An item whose retries are spent (infrastructure failing): answered with no reward and the
    reason, so its batch still finishes."""
    failure = rewards.Reward(None, "infrastructure_error", {"error": reason})
    store.save_item(item_id, None, failure, False)


def no_code_outcome() -> rewards.Outcome:
    """The outcome of a completion without code (empty, blank, only fences): never run."""
    return rewards.outcome_of(pipeline.no_code())


@cache
def get_reward_store() -> RewardStore:
    from django.conf import settings
    from django.utils.module_loading import import_string

    store: RewardStore = import_string(settings.EVALUATOR_REWARD_STORE)()
    return store
