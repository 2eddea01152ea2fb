"""The evaluation pipeline as plain functions; the Dramatiq actors only call these.

Every step is idempotent: a generation already done is skipped, a result is upserted, and only
the call that moves a submission from running to finished publishes its leaderboard row.
"""
import logging
from collections.abc import Callable

import sim_runner

from evaluator import events, simd_tasks
from evaluator.metrics import submission_metrics
from evaluator.store import EvaluationStore

log = logging.getLogger(__name__)


def start_submission(store: EvaluationStore, submission_id: int) -> list[int]:
    """Mark the submission running and return the generations to evaluate."""
    pending = store.begin_submission(submission_id)
    events.submission_changed(store, submission_id)
    if not pending:
        # Nothing left to run (e.g. a re-delivered message after every unit finished).
        finalize_submission(store, submission_id)
    return pending


def evaluate_generation(
    store: EvaluationStore,
    generation_id: int,
    *,
    sandbox: str = "auto",
    cache_dir=None,
    run: Callable[..., sim_runner.Report] = sim_runner.evaluate,
) -> None:
    job = store.generation_job(generation_id)
    if job is None:
        log.info("generation %s: nothing to do (done, or submission not running)", generation_id)
        return
    measure_references(store, generation_id, sandbox=sandbox, cache_dir=cache_dir, run=run)
    if job.harness:
        task = simd_tasks.SimdTask.from_harness(job.problem_id, job.harness)
        report = simd_tasks.evaluate_sample(task, job.code, run=run, sandbox=sandbox, cache_dir=cache_dir)
    else:
        report = run(job.code, job.tests, profile=job.profile, backend=job.backend, sandbox=sandbox,
                     cache_dir=cache_dir).to_dict()
    progress = store.save_result(generation_id, report)
    log.info(
        "submission %s generation %s: %s (%s/%s done)",
        job.submission_id, generation_id, report["summary"]["verdict"], progress.done, progress.total,
    )
    events.submission_changed(store, job.submission_id)
    if progress.done == progress.total:
        finalize_submission(store, job.submission_id)


def measure_references(store: EvaluationStore, generation_id: int, *, sandbox="auto", cache_dir=None,
                       run: Callable[..., sim_runner.Report] = sim_runner.evaluate) -> None:
    """Measure the problem's baseline (and expert) programs the first time one of its units
    runs, so a benchmark is usable as soon as it is loaded. Deterministic, and cached by
    sim_runner: units racing on the same problem store the same costs."""
    reference = store.reference_job(generation_id)
    if reference is None:
        return
    for label, code in reference.programs.items():
        report = run(code, reference.tests, profile=reference.profile, backend=reference.backend, sandbox=sandbox,
                     cache_dir=cache_dir).to_dict()
        store.save_reference(reference.problem_key, label, report)


def finalize_submission(store: EvaluationStore, submission_id: int) -> None:
    data = store.records(submission_id)
    metrics = submission_metrics(data.records, data.problem_ids, data.baselines, task_format=data.task_format)
    finished = store.finish_submission(submission_id, metrics, float(metrics.get(data.primary_metric) or 0.0))
    if finished is None:
        return  # another worker finished it first, or it was cancelled
    events.submission_changed(store, submission_id)
    events.leaderboard_changed(store, finished.benchmark_slug)


def give_up_submission(store: EvaluationStore, submission_id: int, reason: str) -> None:
    if store.fail_submission(submission_id, reason):
        events.submission_changed(store, submission_id)
