"""A sample's evaluation: what the evaluator hands its store for one generation, typed.

Three kinds, one type: a program task's sample is its one program's report (sim_runner); a
SimdBench task's sample goes through three stages (the no-intrinsic check, the correctness
program, the performance program) and says where it stopped and how much faster it was; a
sample with no program (no code, the endpoint gave none) ran nothing.

`to_dict()` and `from_dict()` are the only places that know the dict's shape (a test's dict is
TestResult's own, the SIMD figure's SimdSpeed's). Schema 1 is the shape these results always had
(sim_runner's report dict, plus "simd" and "stage" for SimdBench samples), so results stored
before this module read the same; change the shape, bump SCHEMA. The stores keep a sample as a
row of fields instead (evaluator.store.result_fields, read back by evaluator.store.stored_sample).
"""

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from sim_runner.jsontypes import Json
from sim_runner.report import CompileResult, Report, SchemaError, TestResult, Verdict

SCHEMA = 1
NO_INTRINSICS_DETAIL = "compiles without any intrinsic header: the rule requires SIMD intrinsics"


class Stage(str, Enum):
    """Where a SimdBench sample's evaluation stopped (the last stage it reached)."""

    NO_INTRINSICS = "no_intrinsics"
    CORRECTNESS = "correctness"
    PERFORMANCE = "performance"


@dataclass(frozen=True)
class SimdSpeed:
    """SimdBench's figure: scalar cycles / SIMD cycles per argument size, and their mean (None
    unless every size was measured)."""

    speedup: float | None = None
    sizes: Mapping[str, float] = field(default_factory=dict)

    def to_dict(self) -> Json:
        return {"speedup": self.speedup, "sizes": dict(self.sizes)}

    @classmethod
    def from_dict(cls, data: Json) -> "SimdSpeed":
        return cls(data["speedup"], data["sizes"])


@dataclass(frozen=True)
class SampleEvaluation:
    verdict: Verdict
    passed: int
    total: int
    compile: CompileResult
    tests: tuple[TestResult, ...] = ()
    # The measured program's totals over its tests (sim_runner.Report.measurements()); None
    # unless every one of its tests passed and was measured.
    measurements: Json | None = None
    sandbox: str = ""
    profile: str = ""
    backend: str = ""
    runner: Mapping[str, str] = field(default_factory=dict)  # the sandbox's describe()
    versions: Mapping[str, str | None] = field(default_factory=dict)
    cached: bool = False
    # SimdBench samples only (None for a program task's).
    stage: Stage | None = None
    simd: SimdSpeed | None = None

    @classmethod
    def of_program(cls, report: Report) -> "SampleEvaluation":
        """A program task's sample: its program's report as it is."""
        return cls(
            verdict=report.verdict,
            passed=sum(t.verdict == Verdict.PASS for t in report.tests),
            total=len(report.tests),
            compile=report.compile,
            tests=tuple(report.tests),
            measurements=report.measurements(),
            sandbox=report.sandbox,
            profile=report.profile,
            backend=report.backend,
            runner=report.runner,
            versions=report.versions,
            cached=report.cached,
        )

    @classmethod
    def not_run(cls, verdict: Verdict, message: str) -> "SampleEvaluation":
        """A sample with no program: a failed sample, nothing compiled or run (tests total 0:
        the metrics count it as a sample that produced nothing)."""
        return cls(verdict=verdict, passed=0, total=0, compile=CompileResult(ok=False, message=message, seconds=0.0))

    @classmethod
    def simdbench(
        cls, *, compiles_without_intrinsics: bool, correctness: Report, performance: Report | None = None, speed: SimdSpeed | None = None
    ) -> "SampleEvaluation":
        """A SimdBench sample from its stages, judged in order: a sample that compiles without
        intrinsics is rejected whatever its correctness; a wrong one stops at correctness; a
        correct one is the performance program's evaluation with the correctness test first."""
        checked = cls.of_program(correctness)
        if compiles_without_intrinsics:
            return replace(
                checked,
                verdict=Verdict.NO_INTRINSICS,
                passed=0,
                total=1,
                stage=Stage.NO_INTRINSICS,
                tests=tuple(replace(t, verdict=Verdict.NO_INTRINSICS, detail=NO_INTRINSICS_DETAIL) for t in correctness.tests),
                simd=SimdSpeed(),
            )
        if checked.verdict != Verdict.PASS:
            return replace(checked, stage=Stage.CORRECTNESS, simd=SimdSpeed())
        if performance is None:
            raise ValueError("a correct SimdBench sample is judged on its performance program's report too")
        measured = cls.of_program(performance)
        # The correctness program's one test counts as a test of the sample.
        passed, total = 1 + measured.passed, 1 + measured.total
        return replace(
            measured,
            verdict=Verdict.PASS if passed == total else measured.verdict,
            passed=passed,
            total=total,
            tests=checked.tests + measured.tests,
            stage=Stage.PERFORMANCE,
            simd=speed or SimdSpeed(),
        )

    def to_dict(self) -> Json:
        data: Json = {
            "schema": SCHEMA,
            "compile": asdict(self.compile),
            "tests": [t.to_dict() for t in self.tests],
            "summary": {"verdict": self.verdict.value, "passed": self.passed, "total": self.total},
            "measurements": self.measurements,
            "sandbox": self.sandbox,
            "profile": self.profile,
            "backend": self.backend,
            "runner": dict(self.runner),
            "versions": dict(self.versions),
            "cached": self.cached,
        }
        if self.simd is not None:
            data["simd"] = self.simd.to_dict()
        if self.stage is not None:
            data["stage"] = self.stage.value
        return data

    @classmethod
    def from_dict(cls, data: Json) -> "SampleEvaluation":
        if data.get("schema") != SCHEMA:
            raise SchemaError(f"a sample evaluation of schema {data.get('schema')!r}: this evaluator reads schema {SCHEMA}")
        summary, simd = data["summary"], data.get("simd")
        return cls(
            verdict=Verdict(summary["verdict"]),
            passed=summary["passed"],
            total=summary["total"],
            compile=CompileResult(**data["compile"]),
            tests=tuple(TestResult.from_dict(t) for t in data["tests"]),
            measurements=data["measurements"],
            sandbox=data["sandbox"],
            profile=data["profile"],
            backend=data["backend"],
            runner=data["runner"],
            versions=data["versions"],
            cached=data["cached"],
            stage=Stage(data["stage"]) if data.get("stage") is not None else None,
            simd=SimdSpeed.from_dict(simd) if simd is not None else None,
        )
