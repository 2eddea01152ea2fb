"""The evaluation pipeline as plain functions; the Dramatiq actors only call these.

Every step is idempotent: a generation already done is skipped, a result is upserted, and only
the call that moves a submission from running to finished publishes its leaderboard row.
"""

import logging
import re
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import dramatiq.rate_limits

import sim_runner
from sim_runner import Verdict

from evaluator import endpoints, events, leases, simd_tasks
from evaluator.metrics.summary import submission_results
from evaluator.sample import SampleEvaluation
from evaluator.store import EndpointJob, EvaluationStore, GenerationJob, UnitTiming
from evaluator.logs import bind as bind_log_fields

log = logging.getLogger(__name__)

FENCE_LINE = re.compile(r"^[ \t]*```[\w+.-]*[ \t]*$", re.MULTILINE)


def start_submission(store: EvaluationStore, submission_id: int) -> list[int]:
    """Mark the submission running and return the generations to evaluate."""
    pending = store.begin_submission(submission_id)
    events.submission_changed(store, submission_id)
    if not pending:
        # Nothing left to run (e.g. a re-delivered message after every unit finished).
        finalize_submission(store, submission_id)
    return pending


def dispatch(store: EvaluationStore, send: Callable[[int], None], *, depth: int, stale_seconds: float) -> int:
    """Put the next units on the broker queue, fair share per team: the queue never holds more
    than `depth` units, so one team's 10,000-unit submission cannot bury another's 10 units;
    whenever a slot frees (a unit finishes, or the periodic sweep finds room), the team with the
    fewest units in flight gets it. Called after every unit and by every worker's sweep."""
    ids = store.claim_dispatch(depth, stale_seconds)
    for generation_id in ids:
        send(generation_id)
    return len(ids)


def evaluate_generation(
    store: EvaluationStore,
    generation_id: int,
    *,
    sandbox: str = "auto",
    cache_dir: Path | None = None,
    run: Callable[..., sim_runner.Report] = sim_runner.evaluate,
    lease: tuple[str, float] | None = None,
) -> None:
    """Evaluate one generation. With `lease` (holder, seconds) the unit first leases the
    generation and keeps renewing it while it runs; a unit leased by a live worker is skipped."""
    job = store.generation_job(generation_id)
    if job is None:
        log.info("generation %s: nothing to do (done, or submission not running)", generation_id)
        return
    bind_log_fields(submission_id=job.submission_id)  # this unit's log lines name its submission
    leases.run_leased(store, generation_id, lease, lambda: _evaluate(store, job, sandbox=sandbox, cache_dir=cache_dir, run=run), kind="generation")


def _evaluate(store: EvaluationStore, job: GenerationJob, *, sandbox: str, cache_dir: Path | None, run: Callable[..., sim_runner.Report]) -> None:
    generation_id = job.generation_id
    started = time.monotonic()
    if job.ask is not None:
        try:
            completion = ask_endpoint(job.submission_id, job.ask)
        except endpoints.EndpointError as exc:
            log.info("submission %s generation %s: endpoint failed: %s", job.submission_id, generation_id, exc)
            _record(store, job.submission_id, generation_id, endpoint_failure(str(exc)), UnitTiming(time.monotonic() - started))
            return
        # SIMD tasks extract the function themselves (from the block naming the entry point).
        code = completion.text if job.harness else endpoints.extract_program(completion.text)
        store.save_completion(generation_id, code, completion)
        job = replace(job, code=code, ask=None)
    # The problem's references are measured first even so: a problem whose samples are all empty
    # still needs its baseline for the speedup and CARET denominators.
    measure_references(store, generation_id, sandbox=sandbox, cache_dir=cache_dir, run=run)
    if not has_code(job.code):  # uploaded or from an endpoint: the same failed sample, no sandbox
        _record(store, job.submission_id, generation_id, no_code(), UnitTiming(time.monotonic() - started))
        return
    running = time.monotonic()
    if job.harness:
        task = simd_tasks.SimdTask.from_harness(job.problem_id, job.harness)
        sample = simd_tasks.evaluate_sample(task, job.code, profile=job.profile, run=run, sandbox=sandbox, cache_dir=cache_dir)
    else:
        sample = SampleEvaluation.of_program(run(job.code, job.tests, profile=job.profile, backend=job.backend, sandbox=sandbox, cache_dir=cache_dir))
    finished = time.monotonic()
    _record(store, job.submission_id, generation_id, sample, UnitTiming(finished - started, finished - running))


def _record(store: EvaluationStore, submission_id: int, generation_id: int, sample: SampleEvaluation, timing: UnitTiming | None = None) -> None:
    progress = store.save_result(generation_id, sample, timing)
    if not progress.recorded:  # another worker finished it first (this one's lease had run out)
        log.info("submission %s generation %s: already done by another worker; this result dropped", submission_id, generation_id)
        return
    log.info("submission %s generation %s: %s (%s/%s done)", submission_id, generation_id, sample.verdict.value, progress.done, progress.total)
    events.submission_changed(store, submission_id)
    if progress.done == progress.total:
        finalize_submission(store, submission_id)


def ask_endpoint(submission_id: int, ask: EndpointJob) -> endpoints.Completion:
    """One sample from the submission's endpoint, with at most `max_concurrency` requests to it
    in flight across all workers (a slot is waited for, up to the request timeout)."""
    from evaluator.broker import rate_limit_backend

    limiter = dramatiq.rate_limits.ConcurrentRateLimiter(
        rate_limit_backend, f"endpoint-{submission_id}", limit=ask.max_concurrency, ttl=int((ask.endpoint.timeout_seconds + 30) * 1000 * (ask.retries + 1))
    )
    deadline = ask.endpoint.timeout_seconds * (ask.retries + 1)
    waited = 0.0
    while True:
        with limiter.acquire(raise_on_failure=False) as acquired:
            if acquired:
                return endpoints.complete(ask.endpoint, ask.prompt, allow_private=ask.allow_private, retries=ask.retries)
        if waited > deadline:
            raise endpoints.EndpointError(f"no request slot for the endpoint within {deadline:g} s")
        time.sleep(0.2)
        waited += 0.2


def has_code(answer: str) -> bool:
    """Whether an answer holds anything to compile: not when it is empty, blank, or nothing but
    Markdown fence lines (a SIMD task's code is then extracted from it, a program's is it)."""
    return bool(FENCE_LINE.sub("", answer).strip())


def endpoint_failure(message: str) -> SampleEvaluation:
    """A result for a generation its endpoint never gave."""
    return SampleEvaluation.not_run(Verdict.ENDPOINT_ERROR, message)


def no_code() -> SampleEvaluation:
    """A result for an empty answer (uploaded, or an endpoint's empty reply)."""
    return SampleEvaluation.not_run(Verdict.NO_CODE, "the answer holds no code (it is empty, blank or only Markdown fences): a failed sample, not compiled")


def measure_references(
    store: EvaluationStore,
    generation_id: int,
    *,
    sandbox: str = "auto",
    cache_dir: Path | None = None,
    run: Callable[..., sim_runner.Report] = sim_runner.evaluate,
) -> None:
    """Measure the problem's baseline (and expert) programs the first time one of its units
    runs, so a benchmark is usable as soon as it is loaded. Deterministic, and cached by
    sim_runner: units racing on the same problem store the same costs."""
    reference = store.reference_job(generation_id)
    if reference is None:
        return
    for label, code in reference.programs.items():
        report = run(code, reference.tests, profile=reference.profile, backend=reference.backend, sandbox=sandbox, cache_dir=cache_dir)
        store.save_reference(reference.problem_key, label, report)


def finalize_submission(store: EvaluationStore, submission_id: int) -> None:
    data = store.records(submission_id)
    failures = [r for r in data.records if r.verdict == Verdict.ENDPOINT_ERROR]
    if data.records and len(failures) == len(data.records):
        # Not one sample came back: the model, not its programs, failed. Say why.
        reason = store.endpoint_error(submission_id) or "the model endpoint gave no sample"
        give_up_submission(store, submission_id, f"the model endpoint gave no usable sample: {reason}")
        return
    metrics, scores = submission_results(data.records, data.problem_ids, data.baselines, task_format=data.task_format, experts=data.experts)
    finished = store.finish_submission(submission_id, metrics, float(metrics.get(data.primary_metric) or 0.0), scores=scores)
    if finished is None:
        return  # another worker finished it first, or it was cancelled
    events.submission_changed(store, submission_id)
    events.leaderboard_changed(store, finished.benchmark_slug)


def give_up_submission(store: EvaluationStore, submission_id: int, reason: str) -> None:
    if store.fail_submission(submission_id, reason):
        events.submission_changed(store, submission_id)
