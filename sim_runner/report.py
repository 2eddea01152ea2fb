"""The evaluation report: what sim_runner returns, JSON-able through ``to_dict()``."""

from dataclasses import asdict, dataclass, field
from enum import Enum

from sim_runner.jsontypes import Json

SCHEMA_VERSION = 1


class Verdict(str, Enum):
    PASS = "pass"
    WRONG_ANSWER = "wrong_answer"
    COMPILE_ERROR = "compile_error"
    RUNTIME_ERROR = "runtime_error"
    TIMEOUT = "timeout"
    MEMORY_LIMIT = "memory_limit"
    OUTPUT_LIMIT = "output_limit"
    UNSUPPORTED_INSTRUCTION = "unsupported_instruction"
    SANDBOX_VIOLATION = "sandbox_violation"  # e.g. process creation beyond the limit (fork bomb)
    # Stopped by the simulator past Limits.simulated_instructions: a timeout counted in
    # instructions, so unlike TIMEOUT (wall clock) the same on every host and cacheable.
    INSTRUCTION_LIMIT = "instruction_limit"
    # The output was right but the simulator left no usable measurement (a truncated profile, a
    # gem5 stats file that cannot be read): not the program's fault, so never cached.
    MEASUREMENT_ERROR = "measurement_error"
    # A sample's verdicts before any program runs, given by the evaluator (sim_runner gives none
    # of these): the answer held no code; a SIMD answer without any intrinsic; the model's
    # endpoint gave no answer at all.
    NO_CODE = "no_code"
    NO_INTRINSICS = "no_intrinsics"
    ENDPOINT_ERROR = "endpoint_error"


class SchemaError(ValueError):
    """A stored report written under another schema than this sim_runner reads."""


@dataclass(frozen=True)
class TestCase:
    __test__ = False  # not a pytest class
    name: str
    input: str
    expected_output: str


@dataclass(frozen=True)
class Limits:
    compile_seconds: float = 30
    run_seconds: float = 5.0
    memory_mb: int = 512
    pids: int = 64
    output_bytes: int = 8 * 1024 * 1024
    # Under a simulator a test runs far slower than natively: its own wall-clock limit.
    simulate_seconds: float = 120.0
    # The valgrind backend: at most this many instructions executed per test run, counted from
    # the program's first constructor (the C library's start-up excluded), None: no cap. Past
    # it, the run ends with INSTRUCTION_LIMIT (deterministic, unlike simulate_seconds).
    simulated_instructions: int | None = None


@dataclass(frozen=True)
class CompileResult:
    ok: bool
    message: str
    seconds: float


@dataclass(frozen=True)
class TestResult:
    __test__ = False
    name: str
    verdict: Verdict
    seconds: float
    exit_code: int | None
    detail: str
    measurements: Json | None = None
    # Native backend: wall-clock times of repeated runs. Not deterministic: never ranked on.
    timing: Json | None = None

    def to_dict(self) -> Json:
        return asdict(self) | {"verdict": self.verdict.value}

    @classmethod
    def from_dict(cls, data: Json) -> "TestResult":
        return cls(**{**data, "verdict": Verdict(data["verdict"])})


@dataclass(frozen=True)
class Report:
    compile: CompileResult
    tests: list[TestResult]
    sandbox: str
    profile: str
    backend: str = "native"
    runner: dict[str, str] = field(default_factory=dict)  # the sandbox's describe()
    versions: dict[str, str | None] = field(default_factory=dict)
    cached: bool = False

    @property
    def verdict(self) -> Verdict:
        if not self.compile.ok:
            return Verdict.COMPILE_ERROR
        return next((t.verdict for t in self.tests if t.verdict != Verdict.PASS), Verdict.PASS)

    def to_dict(self) -> Json:
        return {
            "schema": SCHEMA_VERSION,
            "compile": asdict(self.compile),
            "tests": [t.to_dict() for t in self.tests],
            "summary": {
                "verdict": self.verdict.value,
                "passed": sum(t.verdict == Verdict.PASS for t in self.tests),
                "total": len(self.tests),
            },
            "measurements": self.measurements(),
            "sandbox": self.sandbox,
            "profile": self.profile,
            "backend": self.backend,
            "runner": self.runner,
            "versions": self.versions,
            "cached": self.cached,
        }

    @classmethod
    def from_dict(cls, data: Json, *, cached: bool = False) -> "Report":
        if data.get("schema") != SCHEMA_VERSION:
            raise SchemaError(f"a report of schema {data.get('schema')!r}: this sim_runner reads schema {SCHEMA_VERSION}")
        return cls(
            compile=CompileResult(**data["compile"]),
            tests=[TestResult.from_dict(t) for t in data["tests"]],
            sandbox=data["sandbox"],
            profile=data["profile"],
            backend=data["backend"],
            runner=data["runner"],
            versions=data["versions"],
            cached=cached,
        )

    def measurements(self) -> Json | None:
        """The program's measurements summed over its tests; None unless every test passed and
        was measured (a wrong or unmeasured program has no meaningful cost)."""
        from sim_runner.measure.model import add

        if not self.tests or self.verdict != Verdict.PASS or any(t.measurements is None for t in self.tests):
            return None
        measured = [t.measurements for t in self.tests if t.measurements is not None]  # all of them: checked above
        total = measured[0]
        for measurements in measured[1:]:
            total = add(total, measurements)
        return total
