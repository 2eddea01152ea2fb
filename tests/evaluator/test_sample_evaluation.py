"""A sample's evaluation typed (issue 18): one frozen, versioned type for every kind of sample,
whose dict is the shape results always had (stored rows read the same), read back only under
its own schema. SimdBench's stages are built from fake sim_runner reports: no sandbox."""

import dataclasses

import pytest

from evaluator import pipeline, simd_tasks
from evaluator.sample import SCHEMA, SampleEvaluation, SimdSpeed, Stage
from sim_runner import Report, TestResult, Verdict
from sim_runner.report import CompileResult, SchemaError


def measured(name: str, cycles: int, verdict: Verdict = Verdict.PASS) -> TestResult:
    return TestResult(
        name,
        verdict,
        0.01,
        0,
        "",
        measurements={
            "instructions": 2 * cycles,
            "cycles": cycles,
            "ipc": 2.0,
            "seconds": cycles / 1e9,
            "energy_j": {"total": cycles * 1e-9},
            "edp": cycles * 1e-18,
            "mix": {},
        },
    )


def report(tests: list[TestResult], *, ok: bool = True, backend: str = "native") -> Report:
    return Report(
        CompileResult(ok, "" if ok else "error: no", 0.2),
        tests,
        sandbox="docker",
        profile="sse4",
        backend=backend,
        runner={"image": "x"},
        versions={"model": "m"},
    )


CORRECT = report([TestResult("correctness", Verdict.PASS, 0.01, 0, "")])
WRONG = report([TestResult("correctness", Verdict.WRONG_ANSWER, 0.01, 0, "differs")])
CYCLES = {"Scalar-0": 800, "Scalar-mid": 900, "Scalar--1": 1000, "SIMD-0": 400, "SIMD-mid": 300, "SIMD--1": 250}
FAST = report([measured(name, c) for name, c in CYCLES.items()], backend="valgrind")


def stages(*reports: Report):
    """A sandbox answering the stages' runs in order (no intrinsics, correctness, performance)."""
    answers = iter(reports)
    return lambda code, tests, **options: next(answers)


@pytest.fixture
def task():
    return simd_tasks.SimdTask(
        "t", "SSE", "#include <xmmintrin.h>\nint f_simd(int a) {\n}\n", "int f(int a) { return a; }", "int main() {}", "int main() {}", "f", "f_simd"
    )


def test_each_stage_gives_the_dict_results_always_had(task):
    plain_fails, plain_compiles = report([], ok=False), report([])
    fast = simd_tasks.evaluate_sample(task, "x", run=stages(plain_fails, CORRECT, FAST)).to_dict()
    assert fast == FAST.to_dict() | {
        "tests": CORRECT.to_dict()["tests"] + FAST.to_dict()["tests"],
        "summary": {"verdict": "pass", "passed": 7, "total": 7},
        "stage": "performance",
        "simd": {"speedup": pytest.approx((2 + 3 + 4) / 3), "sizes": {"0": 2.0, "mid": 3.0, "-1": 4.0}},
    }
    wrong = simd_tasks.evaluate_sample(task, "x", run=stages(plain_fails, WRONG)).to_dict()
    assert wrong == WRONG.to_dict() | {"stage": "correctness", "simd": {"speedup": None, "sizes": {}}}
    rejected = simd_tasks.evaluate_sample(task, "x", run=stages(plain_compiles, CORRECT)).to_dict()
    assert rejected == CORRECT.to_dict() | {
        "summary": {"verdict": "no_intrinsics", "passed": 0, "total": 1},
        "stage": "no_intrinsics",
        "tests": [
            t | {"verdict": "no_intrinsics", "detail": "compiles without any intrinsic header: the rule requires SIMD intrinsics"}
            for t in CORRECT.to_dict()["tests"]
        ],
        "simd": {"speedup": None, "sizes": {}},
    }


def test_a_slow_or_unmeasured_performance_program_keeps_its_verdict_and_no_mean_speedup(task):
    tests = [measured(n, c) for n, c in CYCLES.items() if n != "SIMD--1"]
    timed_out = report([*tests, TestResult("SIMD--1", Verdict.TIMEOUT, 9.0, None, "")], backend="valgrind")
    sample = simd_tasks.evaluate_sample(task, "x", run=stages(report([], ok=False), CORRECT, timed_out))
    assert (sample.verdict, sample.passed, sample.total, sample.stage) == (Verdict.TIMEOUT, 6, 7, Stage.PERFORMANCE)
    assert sample.simd == SimdSpeed(None, {"0": 2.0, "mid": 3.0}) and sample.measurements is None


def test_a_program_tasks_sample_is_its_reports_dict():
    assert SampleEvaluation.of_program(FAST).to_dict() == FAST.to_dict()
    assert SampleEvaluation.of_program(WRONG).to_dict() == WRONG.to_dict()


def test_samples_without_a_program_keep_their_shape():
    legacy = {
        "summary": {"verdict": "no_code", "passed": 0, "total": 0},
        "tests": [],
        "measurements": None,
        "backend": "",
        "runner": {},
        "versions": {},
        "sandbox": "",
        "profile": "",
    }
    empty = pipeline.no_code().to_dict()
    assert empty == legacy | {"compile": empty["compile"], "schema": SCHEMA, "cached": False}
    assert empty["compile"]["ok"] is False
    failed = pipeline.endpoint_failure("HTTP 500").to_dict()
    assert failed["summary"]["verdict"] == Verdict.ENDPOINT_ERROR == "endpoint_error"
    assert failed["compile"] == {"ok": False, "message": "HTTP 500", "seconds": 0.0}


def test_every_kind_reads_back_as_written(task):
    samples = [
        SampleEvaluation.of_program(FAST),
        SampleEvaluation.not_run(Verdict.NO_CODE, "empty"),
        simd_tasks.evaluate_sample(task, "x", run=stages(report([], ok=False), CORRECT, FAST)),
        simd_tasks.evaluate_sample(task, "x", run=stages(report([]), CORRECT)),
    ]
    for sample in samples:
        assert SampleEvaluation.from_dict(sample.to_dict()) == sample
    with pytest.raises(dataclasses.FrozenInstanceError):
        samples[0].verdict = Verdict.PASS  # type: ignore[misc]


@pytest.mark.parametrize("schema", [SCHEMA + 1, 0, None])
def test_the_reader_refuses_another_schema_naming_it(schema):
    data = SampleEvaluation.of_program(FAST).to_dict() | {"schema": schema}
    with pytest.raises(SchemaError, match=rf"a sample evaluation of schema {schema!r}: this evaluator reads schema {SCHEMA}"):
        SampleEvaluation.from_dict(data)
