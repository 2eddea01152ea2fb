"""The evaluator's view of the database, as a protocol the portal implements.

The pipeline only calls these methods; ``get_store()`` loads the implementation named by the
``EVALUATOR_STORE`` setting (the portal's ORM-backed one by default). evaluator.memory_store holds
a whole evaluation in memory (the pipeline's tests; tests/evaluator/test_store_contract.py keeps
the two alike).
"""

from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Protocol

from sim_runner import TestCase
from sim_runner.jsontypes import Json

from evaluator.costs import HeadlineCosts, TestCosts
from evaluator.endpoints import Completion, Endpoint
from evaluator.leases import LeaseStore
from evaluator.metrics import Record


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

    def save_reference(self, problem_key: int, label: str, report: Json) -> None:
        """Store a reference program's per-test costs (label "baseline" or "expert")."""

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

    def save_result(self, generation_id: int, report: Json, timing: UnitTiming | None = None) -> Progress:
        """Store the generation's result and mark it done, unless it is done already (the first
        result stays: a unit whose lease ran out under a slow worker may run twice); return the
        submission's progress. The program's headline costs (evaluator.costs.HeadlineCosts of
        report["measurements"]) are kept beside the JSON as fields of their own."""

    def records(self, submission_id: int) -> "SubmissionRecords":
        """Per-generation records with their per-test costs, and the benchmark's side of it."""

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


def result_fields(report: Json, timing: UnitTiming | None) -> Json:
    """A sample evaluation's stored result, field by field (the ORM's GenerationResult columns;
    the memory store keeps the same): both stores save exactly this."""
    summary = report["summary"]
    return {
        "verdict": summary["verdict"],
        "tests_passed": summary["passed"],
        "tests_total": summary["total"],
        "compile_ok": report["compile"]["ok"],
        "compile_message": report["compile"]["message"],
        "tests": report["tests"],
        "measurements": {
            "summary": report["measurements"],
            "compile_seconds": report["compile"]["seconds"],
            "backend": report["backend"],
            "runner": report["runner"],
            "versions": report["versions"],
            "simd": report.get("simd"),
            "stage": report.get("stage"),
        },
        **asdict(HeadlineCosts.of(report["measurements"])),  # cycles, energy_j, instructions
        "sandbox": report["sandbox"],
        "profile": report["profile"],
        "cached": bool(report.get("cached")),
        "unit_seconds": timing.unit_seconds if timing else None,
        "run_seconds": timing.run_seconds if timing else None,
    }
