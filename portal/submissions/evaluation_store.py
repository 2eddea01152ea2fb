"""The ORM-backed implementation of the evaluator's store protocol (evaluator.store)."""

from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count, Q
from django.utils import timezone

from evaluator import scheduling
from evaluator.endpoints import Completion, Endpoint
from evaluator.sample import SampleEvaluation
from evaluator.store import (
    EndpointJob,
    Finished,
    GenerationJob,
    Progress,
    ReferenceJob,
    SubmissionRecords,
    UnitTiming,
    result_fields,
    sample_record,
    stored_sample,
)
from portal.benchmarks import services as benchmark_services
from portal.benchmarks.models import Problem
from portal.benchmarks.prompts import prompt_for
from portal.submissions.secrets import decrypt
from portal import leased_units as leases
from sim_runner import Report, TestCase

from . import ranking, selectors, services
from .models import Generation, GenerationResult, LeaderboardEntry, Submission


class OrmEvaluationStore:
    def begin_submission(self, submission_id: int) -> list[int]:
        services.transition(submission_id, Submission.Status.RUNNING)
        submission = Submission.objects.get(pk=submission_id)
        if submission.status != Submission.Status.RUNNING:
            return []
        return list(submission.generations.filter(status=Generation.Status.PENDING).order_by("id").values_list("id", flat=True))

    def generation_job(self, generation_id: int) -> GenerationJob | None:
        generation = Generation.objects.select_related("submission__benchmark", "submission__endpoint", "problem").filter(pk=generation_id).first()
        if generation is None or generation.status == Generation.Status.DONE or generation.submission.status != Submission.Status.RUNNING:
            return None
        tests = [TestCase(name=t.name, input=t.input_data, expected_output=t.expected_output) for t in generation.problem.tests.all()]
        return GenerationJob(
            generation_id=generation.pk,
            submission_id=generation.submission_id,
            code=generation.code,
            tests=tests,
            profile=generation.submission.benchmark.profile,
            backend=generation.submission.benchmark.backend,
            problem_id=generation.problem.problem_id,
            harness=generation.problem.harness or None,
            ask=_endpoint_job(generation),
        )

    def take_lease(self, generation_id: int, holder: str, seconds: float) -> bool:
        return leases.take(Generation.objects.filter(pk=generation_id, status=Generation.Status.PENDING), holder, seconds)

    def release_lease(self, generation_id: int, holder: str) -> None:
        leases.release(Generation.objects.filter(pk=generation_id), holder)

    def overdue_submissions(self, seconds: float) -> list[tuple[int, str]]:
        cutoff = timezone.now() - timedelta(seconds=seconds)
        overdue = Submission.objects.filter(status=Submission.Status.RUNNING, started_at__lt=cutoff).annotate(
            done=Count("generations", filter=Q(generations__status=Generation.Status.DONE)), total=Count("generations")
        )
        return [(s.pk, f"{s.done} of {s.total} units done") for s in overdue]

    def expired_leases(self) -> list[int]:
        return list(
            Generation.objects.filter(leases.expired(timezone.now()), status=Generation.Status.PENDING, submission__status=Submission.Status.RUNNING)
            .order_by("id")
            .values_list("id", flat=True)
        )

    def claim_dispatch(self, depth: int, stale_seconds: float) -> list[int]:
        now = timezone.now()
        waiting = Generation.objects.filter(status=Generation.Status.PENDING, submission__status=Submission.Status.RUNNING)
        # Dispatched and neither lost nor finished: on the queue, being retried, or running.
        lost = leases.lost(now, stale_seconds)
        in_flight = waiting.filter(dispatched_at__isnull=False).exclude(lost)
        with transaction.atomic():
            _serialise_dispatchers()
            load = {row["submission__team_id"]: row["n"] for row in in_flight.values("submission__team_id").annotate(n=Count("id"))}
            slots = depth - sum(load.values())
            if slots <= 0:
                return []
            candidates = waiting.filter(Q(dispatched_at__isnull=True) | lost)
            teams = set(candidates.values_list("submission__team_id", flat=True).distinct())
            queues = {
                team: list(candidates.filter(submission__team_id=team).order_by("submission_id", "id").values_list("id", flat=True)[:slots]) for team in teams
            }
            chosen = scheduling.fair_share(load, queues, slots)
            Generation.objects.filter(pk__in=chosen).update(dispatched_at=now)
        return chosen

    def save_completion(self, generation_id: int, code: str, completion: Completion) -> None:
        Generation.objects.filter(pk=generation_id, code="").update(
            code=code, raw_reply=completion.raw, prompt_tokens=completion.prompt_tokens, completion_tokens=completion.completion_tokens
        )

    def endpoint_error(self, submission_id: int) -> str:
        result = GenerationResult.objects.filter(generation__submission_id=submission_id, verdict="endpoint_error").order_by("generation_id").first()
        return result.compile_message if result else ""

    def reference_job(self, generation_id: int) -> ReferenceJob | None:
        generation = Generation.objects.select_related("problem__benchmark").filter(pk=generation_id).first()
        return benchmark_services.reference_job(generation.problem) if generation else None

    def save_reference(self, problem_key: int, label: str, report: Report) -> None:
        problem = Problem.objects.select_related("benchmark").get(pk=problem_key)
        benchmark_services.store_reference(problem, label, report)

    def save_result(self, generation_id: int, sample: SampleEvaluation, timing: UnitTiming | None = None) -> Progress:
        with transaction.atomic():
            generation = Generation.objects.select_for_update().get(pk=generation_id)
            if generation.status == Generation.Status.DONE:
                return self._progress(generation.submission_id, recorded=False)
            GenerationResult.objects.update_or_create(
                generation=generation,
                defaults=result_fields(sample, timing),
            )
            generation.status = Generation.Status.DONE
            generation.save(update_fields=["status"])
        return self._progress(generation.submission_id)

    def _progress(self, submission_id: int, recorded: bool = True) -> Progress:
        generations = Generation.objects.filter(submission_id=submission_id)
        return Progress(
            submission_id=submission_id, done=generations.filter(status=Generation.Status.DONE).count(), total=generations.count(), recorded=recorded
        )

    def records(self, submission_id: int) -> SubmissionRecords:
        submission = Submission.objects.select_related("benchmark").get(pk=submission_id)
        benchmark = submission.benchmark
        records = [
            sample_record(g.problem.problem_id, g.sample, stored_sample(g.pk, result_row(g.result)))
            for g in submission.generations.select_related("problem", "result").filter(result__isnull=False)
        ]
        problems = list(benchmark.problems.only("benchmark", "problem_id", "baseline_measurements", "expert_measurements"))
        return SubmissionRecords(
            records,
            [p.problem_id for p in problems],
            benchmark_services.reference_costs(benchmark, problems, "baseline"),
            benchmark.primary_metric,
            benchmark.task_format,
            benchmark_services.reference_costs(benchmark, problems, "expert"),
        )

    def finish_submission(self, submission_id: int, metrics: dict, score: float, scores: dict | None = None) -> Finished | None:
        with transaction.atomic():
            if not services.transition(submission_id, Submission.Status.FINISHED, metrics=metrics):
                return None
            submission = Submission.objects.select_related("benchmark").get(pk=submission_id)
            used = set(GenerationResult.objects.filter(generation__submission_id=submission_id).values_list("measurements__versions__model", flat=True)) - {
                None,
                "",
            }
            LeaderboardEntry.objects.update_or_create(
                submission=submission,
                defaults={
                    "benchmark": submission.benchmark,
                    "model_name": submission.model_name,
                    "score": score,
                    "metrics": metrics,
                    "profile": submission.benchmark.profile,
                    "backend": submission.benchmark.backend,
                    "benchmark_version": submission.benchmark.version,
                    # Units measured across a model change: comparable with nothing.
                    "cost_model": used.pop() if len(used) == 1 else ("mixed" if used else ""),
                    "scores": scores or {},
                    "comparisons": ranking.compare(submission.benchmark, submission_id, scores or {}),
                },
            )
        return Finished(submission_id=submission_id, benchmark_slug=submission.benchmark.slug)

    def fail_submission(self, submission_id: int, reason: str) -> bool:
        return services.transition(submission_id, Submission.Status.FAILED, error=reason[:2000])

    def unfinished_submissions(self) -> list[int]:
        return list(Submission.objects.filter(status__in=[Submission.Status.QUEUED, Submission.Status.RUNNING]).order_by("id").values_list("id", flat=True))

    def submission_state(self, submission_id: int) -> dict:
        return selectors.submission_state(Submission.objects.select_related("benchmark", "team").get(pk=submission_id))

    def leaderboard_rows(self, benchmark_slug: str) -> list[dict]:
        from portal.benchmarks.models import Benchmark

        return selectors.leaderboard_rows(Benchmark.objects.get(slug=benchmark_slug))


def result_row(result: GenerationResult) -> dict:
    """A stored result's fields by name, as evaluator.store.result_fields wrote them."""
    return {f.attname: getattr(result, f.attname) for f in GenerationResult._meta.concrete_fields}


def _serialise_dispatchers() -> None:
    """One dispatcher at a time (workers finishing units together): a transaction-scoped
    PostgreSQL advisory lock; SQLite serialises writers by itself."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [DISPATCH_LOCK])


DISPATCH_LOCK = 0x45464642  # "EFFB": any constant shared by every worker


def _endpoint_job(generation: Generation) -> EndpointJob | None:
    """What to ask the submission's endpoint for this generation; None when uploaded or asked."""
    endpoint = getattr(generation.submission, "endpoint", None)
    if endpoint is None or generation.code:
        return None
    return EndpointJob(
        endpoint=Endpoint(
            base_url=endpoint.base_url,
            model=endpoint.model,
            api_key=decrypt(endpoint.api_key_encrypted),
            temperature=endpoint.temperature,
            max_tokens=endpoint.max_tokens,
            timeout_seconds=settings.ENDPOINT_TIMEOUT_SECONDS,
        ),
        prompt=prompt_for(generation.problem),
        allow_private=settings.ENDPOINT_ALLOW_PRIVATE,
        retries=settings.ENDPOINT_RETRIES,
        max_concurrency=settings.ENDPOINT_MAX_CONCURRENCY,
    )
