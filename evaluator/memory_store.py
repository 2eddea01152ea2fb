"""An in-memory EvaluationStore (evaluator.store): the ORM store's semantics without a database.

The pipeline's tests run on it (no PostgreSQL, no Django), and tests/evaluator/test_store_contract.py
holds it to the ORM store's behaviour. Scenarios are seeded through add_benchmark/add_submission.
Time comes from the clock it is given (seconds), so lease expiry is tested by moving a ManualClock.
What it does not model is the portal's own: quotas, uploads, paired-comparison ranks.
"""

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone

import sim_runner
from sim_runner import Report, TestCase
from sim_runner.jsontypes import Json

from evaluator import scheduling
from evaluator.costs import TestCosts
from evaluator.endpoints import Completion, Endpoint
from evaluator.sample import SampleEvaluation
from evaluator.submission_status import CANCELLED, FAILED, FINISHED, QUEUED, RUNNING, TRANSITIONS
from evaluator.store import (
    EndpointJob,
    EvaluationStore,
    Finished,
    GenerationJob,
    Progress,
    ReferenceJob,
    SubmissionRecords,
    UnitTiming,
    reference_record,
    result_fields,
    sample_record,
    stored_sample,
)

REFERENCE_LABELS = ("baseline", "expert")


class ManualClock:
    """A clock that moves only when told to: `store.clock.advance(61)` expires a 60 s lease."""

    def __init__(self, now: float = 1_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class MemoryProblem:
    problem_id: str
    tests: list[TestCase]
    baseline_code: str = ""
    expert_code: str = ""
    harness: Json | None = None  # SimdBench-format tasks (evaluator.simd_tasks)
    prompt: str = ""  # what an endpoint is asked for it (the portal renders it from the problem)
    # label ("baseline" | "expert") -> {"profile", "backend", "versions", "tests" | "error"}
    measurements: dict[str, Json] = field(default_factory=dict)
    key: int = 0  # set by add_benchmark: the ReferenceJob's problem_key

    def ordered_tests(self) -> list[TestCase]:
        """By name, as strings ("1", "10", "2"): the order the portal's test rows come in."""
        return sorted(self.tests, key=lambda t: t.name)


@dataclass
class MemoryBenchmark:
    slug: str
    problems: dict[str, MemoryProblem]
    profile: str = "scalar"
    backend: str = "native"
    primary_metric: str = "correct"
    task_format: str = "program"
    version: str = "1"


@dataclass
class MemoryGeneration:
    id: int
    submission_id: int
    problem: MemoryProblem
    sample: int
    code: str
    status: str = "pending"  # or "done"
    raw_reply: str = ""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    lease_holder: str = ""
    lease_expires_at: float | None = None
    dispatched_at: float | None = None
    result: Json | None = None  # the fields of the ORM's GenerationResult row (save_result)


@dataclass
class MemorySubmission:
    id: int
    benchmark: MemoryBenchmark
    team: str | None
    model_name: str
    created_at: float
    endpoint: Endpoint | None = None
    status: str = QUEUED
    error: str = ""
    metrics: Json = field(default_factory=dict)
    started_at: float | None = None
    finished_at: float | None = None
    generations: list[MemoryGeneration] = field(default_factory=list)


@dataclass
class MemoryLeaderboardEntry:
    submission: MemorySubmission
    score: float
    metrics: Json
    cost_model: str
    scores: Json
    created_at: float


class MemoryEvaluationStore:
    """Every method holds one lock: lease renewals run on their own threads, as in a worker."""

    def __init__(
        self, clock: Callable[[], float] = time.time, *, endpoint_allow_private: bool = False, endpoint_retries: int = 4, endpoint_max_concurrency: int = 4
    ):
        self.clock = clock
        self._endpoint_options = (endpoint_allow_private, endpoint_retries, endpoint_max_concurrency)
        self._lock = threading.RLock()
        self._benchmarks: dict[str, MemoryBenchmark] = {}
        self._problems: dict[int, tuple[MemoryProblem, MemoryBenchmark]] = {}  # by key, with its benchmark
        self._submissions: dict[int, MemorySubmission] = {}
        self._generations: dict[int, MemoryGeneration] = {}
        self._entries: dict[int, MemoryLeaderboardEntry] = {}  # by submission id, one each

    # Seeding: what the portal's uploads and benchmark loaders do, in a few lines of a test.

    def add_benchmark(
        self,
        slug: str,
        problems: Sequence[MemoryProblem],
        *,
        profile: str = "scalar",
        backend: str = "native",
        primary_metric: str = "correct",
        task_format: str = "program",
        version: str = "1",
    ) -> MemoryBenchmark:
        with self._lock:
            benchmark = MemoryBenchmark(
                slug, {p.problem_id: p for p in sorted(problems, key=lambda p: p.problem_id)}, profile, backend, primary_metric, task_format, version
            )
            for problem in problems:
                problem.key = len(self._problems) + 1
                self._problems[problem.key] = (problem, benchmark)
            self._benchmarks[slug] = benchmark
            return benchmark

    def add_submission(
        self, benchmark: str, answers: Sequence[tuple[str, str]], *, team: str | None = "team", model_name: str = "m", endpoint: Endpoint | None = None
    ) -> int:
        """A queued submission of (problem_id, code) answers, numbered per problem in order (as an
        upload's lines are). With `endpoint`, codes are "" and the endpoint is asked for them."""
        with self._lock:
            bench = self._benchmarks[benchmark]
            submission = MemorySubmission(len(self._submissions) + 1, bench, team, model_name, self.clock(), endpoint)
            samples: dict[str, int] = {}
            for problem_id, code in answers:
                sample = samples[problem_id] = samples.get(problem_id, -1) + 1
                generation = MemoryGeneration(len(self._generations) + 1, submission.id, bench.problems[problem_id], sample, code)
                self._generations[generation.id] = generation
                submission.generations.append(generation)
            self._submissions[submission.id] = submission
            return submission.id

    def cancel(self, submission_id: int) -> bool:
        """The owner cancels (portal.submissions.services.cancel_submission)."""
        return self._transition(submission_id, CANCELLED, error="cancelled by its owner")

    # Reads for tests: the rows the ORM store would have written.

    def submission(self, submission_id: int) -> MemorySubmission:
        return self._submissions[submission_id]

    def generation(self, generation_id: int) -> MemoryGeneration:
        return self._generations[generation_id]

    # The EvaluationStore protocol.

    def begin_submission(self, submission_id: int) -> list[int]:
        with self._lock:
            self._transition(submission_id, RUNNING)
            submission = self._submissions[submission_id]
            if submission.status != RUNNING:
                return []
            return sorted(g.id for g in submission.generations if g.status == "pending")

    def generation_job(self, generation_id: int) -> GenerationJob | None:
        with self._lock:
            generation = self._generations.get(generation_id)
            if generation is None or generation.status == "done":
                return None
            submission = self._submissions[generation.submission_id]
            if submission.status != RUNNING:
                return None
            problem = generation.problem
            return GenerationJob(
                generation_id=generation.id,
                submission_id=submission.id,
                code=generation.code,
                tests=problem.ordered_tests(),
                profile=submission.benchmark.profile,
                backend=submission.benchmark.backend,
                problem_id=problem.problem_id,
                harness=problem.harness or None,
                ask=self._endpoint_job(submission, generation),
            )

    def reference_job(self, generation_id: int) -> ReferenceJob | None:
        with self._lock:
            generation = self._generations.get(generation_id)
            if generation is None or generation.problem.harness:  # SIMD tasks measure theirs in each run
                return None
            benchmark = self._submissions[generation.submission_id].benchmark
            problem = generation.problem
            codes = {"baseline": problem.baseline_code, "expert": problem.expert_code}
            programs = {label: code for label, code in codes.items() if code and not _measured_in(problem.measurements.get(label, {}), benchmark)}
            if not programs:
                return None
            return ReferenceJob(problem.key, programs, problem.ordered_tests(), benchmark.profile, benchmark.backend)

    def save_reference(self, problem_key: int, label: str, report: Report) -> None:
        with self._lock:
            problem, benchmark = self._problems[problem_key]
            problem.measurements[label] = reference_record(label, report, benchmark.profile, benchmark.backend)

    def take_lease(self, generation_id: int, holder: str, seconds: float) -> bool:
        with self._lock:
            now = self.clock()
            generation = self._generations.get(generation_id)
            if generation is None or generation.status != "pending":
                return False
            expires = generation.lease_expires_at
            if not (expires is None or expires < now or generation.lease_holder == holder):
                return False
            generation.lease_holder, generation.lease_expires_at = holder, now + seconds
            return True

    def release_lease(self, generation_id: int, holder: str) -> None:
        with self._lock:
            generation = self._generations.get(generation_id)
            if generation is not None and generation.lease_holder == holder:
                generation.lease_holder, generation.lease_expires_at = "", None

    def overdue_submissions(self, seconds: float) -> list[tuple[int, str]]:
        with self._lock:
            cutoff = self.clock() - seconds
            return [
                (s.id, f"{_done(s)} of {len(s.generations)} units done")
                for s in self._submissions.values()
                if s.status == RUNNING and s.started_at is not None and s.started_at < cutoff
            ]

    def expired_leases(self) -> list[int]:
        with self._lock:
            now = self.clock()
            return [g.id for g in self._waiting() if g.lease_expires_at is not None and g.lease_expires_at < now]

    def claim_dispatch(self, depth: int, stale_seconds: float) -> list[int]:
        with self._lock:
            now = self.clock()

            def lost(g: MemoryGeneration) -> bool:  # dispatched long ago and never leased: the broker lost it
                return g.lease_expires_at is None and g.dispatched_at is not None and g.dispatched_at < now - stale_seconds

            waiting = self._waiting()
            load: dict[str | None, int] = {}
            for g in waiting:
                if g.dispatched_at is not None and not lost(g):
                    team = self._submissions[g.submission_id].team
                    load[team] = load.get(team, 0) + 1
            slots = depth - sum(load.values())
            if slots <= 0:
                return []
            queues: dict[str | None, list[int]] = {}
            for g in sorted(waiting, key=lambda g: (g.submission_id, g.id)):
                if g.dispatched_at is None or lost(g):
                    queue = queues.setdefault(self._submissions[g.submission_id].team, [])
                    if len(queue) < slots:
                        queue.append(g.id)
            chosen = scheduling.fair_share(load, queues, slots)
            for generation_id in chosen:
                self._generations[generation_id].dispatched_at = now
            return chosen

    def save_completion(self, generation_id: int, code: str, completion: Completion) -> None:
        with self._lock:
            generation = self._generations[generation_id]
            if generation.code == "":  # the first reply stays
                generation.code, generation.raw_reply = code, completion.raw
                generation.prompt_tokens, generation.completion_tokens = completion.prompt_tokens, completion.completion_tokens

    def save_result(self, generation_id: int, sample: SampleEvaluation, timing: UnitTiming | None = None) -> Progress:
        with self._lock:
            generation = self._generations[generation_id]
            if generation.status == "done":
                return self._progress(generation.submission_id, recorded=False)
            generation.result = result_fields(sample, timing)
            generation.status = "done"
            return self._progress(generation.submission_id)

    def records(self, submission_id: int) -> SubmissionRecords:
        with self._lock:
            submission = self._submissions[submission_id]
            benchmark = submission.benchmark
            results = [(g, g.result) for g in sorted(submission.generations, key=lambda g: (g.problem.problem_id, g.sample)) if g.result is not None]
            records = [sample_record(g.problem.problem_id, g.sample, stored_sample(g.id, r)) for g, r in results]
            return SubmissionRecords(
                records,
                list(benchmark.problems),
                _reference_costs(benchmark, "baseline"),
                benchmark.primary_metric,
                benchmark.task_format,
                _reference_costs(benchmark, "expert"),
            )

    def finish_submission(self, submission_id: int, metrics: Json, score: float, scores: Json | None = None) -> Finished | None:
        with self._lock:
            if not self._transition(submission_id, FINISHED, metrics=metrics):
                return None
            submission = self._submissions[submission_id]
            models = [(g.result["measurements"]["versions"] or {}).get("model") for g in submission.generations if g.result is not None]
            used: set[str] = {model for model in models if model}
            # Units measured across a model change: comparable with nothing (as the ORM store says).
            cost_model = used.pop() if len(used) == 1 else ("mixed" if used else "")
            self._entries[submission_id] = MemoryLeaderboardEntry(submission, score, metrics, cost_model, scores or {}, self.clock())
            return Finished(submission_id=submission_id, benchmark_slug=submission.benchmark.slug)

    def endpoint_error(self, submission_id: int) -> str:
        with self._lock:
            for g in sorted(self._submissions[submission_id].generations, key=lambda g: g.id):
                if g.result is not None and g.result["verdict"] == "endpoint_error":
                    message: str = g.result["compile_message"]
                    return message
            return ""

    def fail_submission(self, submission_id: int, reason: str) -> bool:
        return self._transition(submission_id, FAILED, error=reason[:2000])

    def unfinished_submissions(self) -> list[int]:
        with self._lock:
            return sorted(s.id for s in self._submissions.values() if s.status in (QUEUED, RUNNING))

    def submission_state(self, submission_id: int) -> Json:
        """The fields of portal.submissions.selectors.submission_state the evaluator has."""
        with self._lock:
            s = self._submissions[submission_id]
            verdicts: dict[str, int] = {}
            for g in s.generations:
                if g.result is not None:
                    verdicts[g.result["verdict"]] = verdicts.get(g.result["verdict"], 0) + 1
            return {
                "id": s.id,
                "benchmark": s.benchmark.slug,
                "model_name": s.model_name,
                "team": s.team,
                "status": s.status,
                "error": s.error,
                "progress": {"done": _done(s), "total": len(s.generations), "verdicts": dict(sorted(verdicts.items()))},
                "metrics": s.metrics,
                "created_at": _iso(s.created_at),
                "started_at": _iso(s.started_at),
                "finished_at": _iso(s.finished_at),
                "endpoint": self._endpoint_state(s),
            }

    def leaderboard_rows(self, benchmark_slug: str) -> list[Json]:
        """Rows best first (score, then age). The portal ranks them by paired comparisons; here
        there are no ranks. Rows measured by another cost model than the current one are left out."""
        with self._lock:
            benchmark = self._benchmarks[benchmark_slug]
            current = sim_runner.model_identity(benchmark.backend) or ""
            entries = sorted(
                (e for e in self._entries.values() if e.submission.benchmark is benchmark and e.cost_model in ("", current)),
                key=lambda e: (-e.score, e.created_at),
            )
            return [
                {
                    "submission": e.submission.id,
                    "model_name": e.submission.model_name,
                    "team": e.submission.team,
                    "score": e.score,
                    "metrics": e.metrics,
                    "profile": benchmark.profile,
                    "backend": benchmark.backend,
                    "benchmark_version": benchmark.version,
                    "created_at": _iso(e.created_at),
                }
                for e in entries
            ]

    # Helpers.

    def _transition(self, submission_id: int, to: str, **fields: object) -> bool:
        """Move along the status machine if it allows the move (services.transition)."""
        with self._lock:
            submission = self._submissions.get(submission_id)
            if submission is None or to not in TRANSITIONS[submission.status]:
                return False
            now = self.clock()
            if to == RUNNING:
                submission.started_at = now
            else:
                submission.finished_at = now
            submission.status = to
            for name, value in fields.items():
                setattr(submission, name, value)
            return True

    def _waiting(self) -> list[MemoryGeneration]:
        """Pending units of running submissions, by id."""
        return sorted(
            (g for g in self._generations.values() if g.status == "pending" and self._submissions[g.submission_id].status == RUNNING), key=lambda g: g.id
        )

    def _progress(self, submission_id: int, recorded: bool = True) -> Progress:
        submission = self._submissions[submission_id]
        return Progress(submission_id, _done(submission), len(submission.generations), recorded)

    def _endpoint_job(self, submission: MemorySubmission, generation: MemoryGeneration) -> EndpointJob | None:
        if submission.endpoint is None or generation.code:
            return None
        allow_private, retries, max_concurrency = self._endpoint_options
        return EndpointJob(submission.endpoint, generation.problem.prompt or generation.problem.problem_id, allow_private, retries, max_concurrency)

    @staticmethod
    def _endpoint_state(submission: MemorySubmission) -> Json | None:
        endpoint = submission.endpoint
        if endpoint is None:
            return None
        generations = submission.generations
        return {
            "base_url": endpoint.base_url,
            "model": endpoint.model,
            "api_key_set": bool(endpoint.api_key),
            "temperature": endpoint.temperature,
            "max_tokens": endpoint.max_tokens,
            "usage": {
                "prompt_tokens": sum(g.prompt_tokens for g in generations),
                "completion_tokens": sum(g.completion_tokens for g in generations),
                "samples_answered": sum(bool(g.code) for g in generations),
            },
        }


def _done(submission: MemorySubmission) -> int:
    return sum(g.status == "done" for g in submission.generations)


def _iso(seconds: float | None) -> str | None:
    return datetime.fromtimestamp(seconds, timezone.utc).isoformat() if seconds is not None else None


def _measured_in(measurements: Json, benchmark: MemoryBenchmark) -> bool:
    """Measured in the benchmark's profile and backend by the current cost model (as
    portal.benchmarks.services.measured_in: after a model change, references are measured again)."""
    return (measurements.get("profile"), measurements.get("backend")) == (benchmark.profile, benchmark.backend) and (measurements.get("versions") or {}).get(
        "model"
    ) == sim_runner.model_identity(benchmark.backend)


def _reference_costs(benchmark: MemoryBenchmark, label: str) -> dict[str, dict[str, TestCosts]]:
    """{problem_id: {test: costs}} of reference `label` where measured comparably."""
    return {
        p.problem_id: p.measurements[label]["tests"]
        for p in benchmark.problems.values()
        if p.measurements.get(label, {}).get("tests") and _measured_in(p.measurements[label], benchmark)
    }


# mypy holds the class to the protocol here (every method, every signature).
_implements: Callable[[], EvaluationStore] = MemoryEvaluationStore
