"""The evaluator's view of the database, as a protocol the portal implements.

The pipeline only calls these methods; ``get_store()`` loads the implementation named by the
``EVALUATOR_STORE`` setting (the portal's ORM-backed one by default). evaluator.memory_store holds
a whole evaluation in memory (the pipeline's tests; tests/evaluator/test_store_contract.py keeps
the two alike).
"""

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Any, Protocol

from sim_runner import TestCase
from sim_runner.jsontypes import Json
from sim_runner.report import CompileResult, Report, SchemaError, TestResult, Verdict

from evaluator.costs import HeadlineCosts, TestCosts, test_costs, unmeasured_passes
from evaluator.endpoints import Completion, Endpoint
from evaluator.leases import LeaseStore
from evaluator.metrics import Record
from evaluator.sample import SCHEMA, SampleEvaluation, SimdSpeed, Stage


@dataclass(frozen=True)
class EndpointJob:
    """A generation still to be asked of its submission's model endpoint."""

    endpoint: Endpoint
    prompt: str
    allow_private: bool
    retries: int
    max_concurrency: int


@dataclass(frozen=True)
class UnitTiming:
    """How long a unit took on its worker (the operators' latency histograms): the whole unit,
    and its program's evaluation alone (compile, tests, simulation; None when nothing ran)."""

    unit_seconds: float
    run_seconds: float | None = None


@dataclass(frozen=True)
class GenerationJob:
    generation_id: int
    submission_id: int
    code: str
    tests: list[TestCase]
    profile: str
    backend: str
    problem_id: str = ""
    # SimdBench-format problems: the task's programs (evaluator.simd_tasks); None for programs.
    harness: Json | None = None
    # Endpoint submissions whose sample has not been asked for yet (code is then empty).
    ask: EndpointJob | None = None


@dataclass(frozen=True)
class ReferenceJob:
    """A problem's reference programs (baseline, expert) not yet measured in the benchmark's
    profile and backend: speedup and CARET need the baseline's costs."""

    problem_key: int
    programs: dict[str, str]  # "baseline" | "expert" -> code
    tests: list[TestCase]
    profile: str
    backend: str


@dataclass(frozen=True)
class Progress:
    submission_id: int
    done: int
    total: int
    recorded: bool = True  # False: the unit was already done, this result was not kept


@dataclass(frozen=True)
class SubmissionRecords:
    records: list[Record]
    problem_ids: list[str]
    # problem_id -> test name -> the baseline (slow) program's costs, where measured.
    baselines: dict[str, dict[str, TestCosts]]
    primary_metric: str
    task_format: str = "program"
    # problem_id -> test name -> the human expert program's costs, where measured.
    experts: dict[str, dict[str, TestCosts]] = field(default_factory=dict)


@dataclass(frozen=True)
class Finished:
    submission_id: int
    benchmark_slug: str


class EvaluationStore(LeaseStore, Protocol):  # take_lease, release_lease: a generation's lease
    def begin_submission(self, submission_id: int) -> list[int]:
        """Move queued -> running; return the ids of generations still pending (none if terminal)."""

    def generation_job(self, generation_id: int) -> GenerationJob | None:
        """What to run, or None when the generation is done or its submission is not running."""

    def reference_job(self, generation_id: int) -> ReferenceJob | None:
        """The generation's problem's unmeasured reference programs, or None."""

    def save_reference(self, problem_key: int, label: str, report: Report) -> None:
        """Store a reference program's per-test costs (label "baseline" or "expert"):
        reference_record's."""

    def overdue_submissions(self, seconds: float) -> list[tuple[int, str]]:
        """Running submissions started more than `seconds` ago, with their progress ("3 of 40 units")."""

    def expired_leases(self) -> list[int]:
        """Pending generations of running submissions whose lease expired (their worker died)."""

    def claim_dispatch(self, depth: int, stale_seconds: float) -> list[int]:
        """Mark and return the pending units to put on the queue now: as many as keep at most
        `depth` units queued or running, taken team by team so that the team with the fewest
        units in flight goes first (fair share). A unit dispatched more than `stale_seconds` ago
        that no worker ever leased counts as lost (a broker restart) and is dispatched again."""

    def save_completion(self, generation_id: int, code: str, completion: Completion) -> None:
        """Store the endpoint's reply and the program taken from it (once: a re-run keeps the first)."""

    def save_result(self, generation_id: int, sample: SampleEvaluation, timing: UnitTiming | None = None) -> Progress:
        """Store the generation's result (result_fields) and mark it done, unless it is done
        already (the first result stays: a unit whose lease ran out under a slow worker may run
        twice); return the submission's progress."""

    def records(self, submission_id: int) -> "SubmissionRecords":
        """Per-generation records with their per-test costs (sample_record of stored_sample: a
        row of a schema this evaluator does not read is refused), and the benchmark's side of it."""

    def finish_submission(self, submission_id: int, metrics: Json, score: float, scores: Json | None = None) -> Finished | None:
        """running -> finished with metrics and a leaderboard row, with the per-problem scores
        behind them (evaluator.metrics.summary.submission_results), paired with the board's other
        rows for its ranks; None if it was not running."""

    def endpoint_error(self, submission_id: int) -> str:
        """The first endpoint failure recorded for the submission ("" when none)."""

    def fail_submission(self, submission_id: int, reason: str) -> bool:
        """Move to failed with a reason shown to the owner; False if already terminal."""

    def unfinished_submissions(self) -> list[int]:
        """Queued or running submissions (to re-enqueue after a restart)."""

    def submission_state(self, submission_id: int) -> Json:
        """The public state of a submission (as the REST API shows it to its owner)."""

    def leaderboard_rows(self, benchmark_slug: str) -> list[Json]:
        """The benchmark's leaderboard rows, best first."""


@cache
def get_store() -> EvaluationStore:
    from django.conf import settings
    from django.utils.module_loading import import_string

    store: EvaluationStore = import_string(settings.EVALUATOR_STORE)()
    return store


def result_fields(sample: SampleEvaluation, timing: UnitTiming | None) -> Json:
    """A sample evaluation's stored result, field by field (the ORM's GenerationResult columns;
    the memory store keeps the same): both stores save exactly this. The program's headline costs
    are fields of their own, beside the JSON (sortable and summable in SQL)."""
    return {
        "schema": SCHEMA,
        "verdict": sample.verdict.value,
        "tests_passed": sample.passed,
        "tests_total": sample.total,
        "compile_ok": sample.compile.ok,
        "compile_message": sample.compile.message,
        "tests": [t.to_dict() for t in sample.tests],
        "measurements": {
            "summary": sample.measurements,
            "compile_seconds": sample.compile.seconds,
            "backend": sample.backend,
            "runner": dict(sample.runner),
            "versions": dict(sample.versions),
            "simd": sample.simd.to_dict() if sample.simd else None,
            "stage": sample.stage.value if sample.stage else None,
        },
        **asdict(HeadlineCosts.of(sample.measurements)),  # cycles, energy_j, instructions
        "sandbox": sample.sandbox,
        "profile": sample.profile,
        "cached": sample.cached,
        "unit_seconds": timing.unit_seconds if timing else None,
        "run_seconds": timing.run_seconds if timing else None,
    }


def check_schema(generation_id: int, schema: object) -> None:
    """Refuse a stored result written under another schema than this evaluator reads (a newer
    evaluator's row, read by an older portal), naming it, rather than misread its figures."""
    if schema != SCHEMA:
        raise SchemaError(f"generation {generation_id}: its stored result is of schema {schema!r}; this evaluator reads schema {SCHEMA}")


def stored_sample(generation_id: int, row: Mapping[str, Any]) -> SampleEvaluation:
    """A stored result (result_fields' row) read back. Rows of schema 1 stored before the
    measurements JSON held all its keys read those as absent (the oldest kept only
    compile_seconds and runner)."""
    check_schema(generation_id, row["schema"])
    measured = row["measurements"] or {}
    simd, stage = measured.get("simd"), measured.get("stage")
    return SampleEvaluation(
        verdict=Verdict(row["verdict"]),
        passed=row["tests_passed"],
        total=row["tests_total"],
        compile=CompileResult(ok=row["compile_ok"], message=row["compile_message"], seconds=measured.get("compile_seconds", 0.0)),
        tests=tuple(TestResult.from_dict(t) for t in row["tests"]),
        measurements=measured.get("summary"),
        sandbox=row["sandbox"],
        profile=row["profile"],
        backend=measured.get("backend", ""),
        runner=measured.get("runner") or {},
        versions=measured.get("versions") or {},
        cached=row["cached"],
        stage=Stage(stage) if stage is not None else None,
        simd=SimdSpeed.from_dict(simd) if simd is not None else None,
    )


def sample_record(problem_id: str, index: int, sample: SampleEvaluation) -> Record:
    """What the metrics read of a sample (its problem's `index`-th)."""
    return Record(
        problem_id=problem_id,
        sample=index,
        verdict=sample.verdict.value,
        tests_passed=sample.passed,
        tests_total=sample.total,
        costs=test_costs(sample.tests),
        simd_speedup=sample.simd.speedup if sample.simd else None,
        unmeasured=unmeasured_passes(sample.tests),
    )


def reference_record(label: str, report: Report, profile: str, backend: str) -> Json:
    """A reference program's stored measurements (label "baseline" or "expert"), measured in the
    benchmark's profile and backend: its per-test costs, or why it has none (a reference failing
    its own problem's tests is recorded as such, and not measured again)."""
    record: Json = {"profile": profile, "backend": backend, "versions": dict(report.versions)}
    if report.verdict != Verdict.PASS:
        record["error"] = f"{label} fails its tests: {report.verdict.value}"
    else:
        record["tests"] = test_costs(report.tests)
    return record
