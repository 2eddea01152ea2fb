"""The gem5 backend end to end, with a TEST DOUBLE of gem5 (sim_runner/images/gem5-double):
gem5 itself cannot be pulled or built here. What is tested is everything around gem5: compile in
the runner sandbox, a sandboxed gem5 container per test, output comparison, stats parsing, the
energy model on gem5's counts, rejection of unimplemented instructions."""

import subprocess
from pathlib import Path

import pytest

from sim_runner import Limits, TestCase, Verdict, evaluate
from sim_runner.sandbox import SandboxUnavailable, choose

BUILD = Path(__file__).resolve().parents[2] / "sim_runner" / "images" / "gem5-double" / "build.sh"
PROGRAM = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n'
TESTS = [TestCase("1", "2 3\n", "5\n"), TestCase("2", "40 2\n", "42\n")]
LIMITS = Limits(simulate_seconds=30, memory_mb=256)


@pytest.fixture(scope="module")
def docker_box():
    try:
        box = choose("docker")
    except SandboxUnavailable as exc:
        pytest.skip(f"Docker sandbox unavailable: {exc}")
    subprocess.run(["bash", str(BUILD)], check=True, capture_output=True)
    return box


@pytest.fixture
def gem5_double(docker_box, monkeypatch):
    monkeypatch.setenv("SIM_RUNNER_GEM5_IMAGE", "effbench-gem5-double:1")
    return docker_box


def test_correct_program_is_measured_from_gem5_stats(gem5_double):
    report = evaluate(PROGRAM, TESTS, backend="gem5", sandbox=gem5_double, limits=LIMITS).to_dict()
    assert report["summary"] == {"verdict": "pass", "passed": 2, "total": 2}, report["tests"]
    test = report["tests"][0]["measurements"]
    # The double's stats: 35,000 cycles, 50,000 + (bytes of output) instructions.
    assert test["cycles"] == 35000 and test["instructions"] == 50002
    assert report["measurements"]["cycles"] == 70000 and report["measurements"]["energy_j"]["total"] > 0
    assert report["backend"] == "gem5" and report["versions"]["simulator"] == "gem5 (image effbench-gem5-double:1)"


def test_wrong_output_and_crash(gem5_double):
    wrong = evaluate(PROGRAM.replace("a + b", "a - b"), TESTS, backend="gem5", sandbox=gem5_double, limits=LIMITS)
    assert [t.verdict for t in wrong.tests] == [Verdict.WRONG_ANSWER] * 2 and wrong.to_dict()["measurements"] is None
    crash = evaluate("int main() { return 4; }\n", TESTS[:1], backend="gem5", sandbox=gem5_double, limits=LIMITS)
    assert crash.tests[0].verdict == Verdict.RUNTIME_ERROR and crash.tests[0].detail == "exit code 4"


def test_unimplemented_instruction_is_rejected_never_scored(gem5_double):
    source = PROGRAM.replace("int main()", 'const char *marker = "MOCK_UNIMPLEMENTED_INSTRUCTION";\nint main()')
    source = source.replace("printf(", "if (!marker[0]) return 1; printf(")
    report = evaluate(source, TESTS, backend="gem5", sandbox=gem5_double, limits=LIMITS).to_dict()
    assert {t["verdict"] for t in report["tests"]} == {"unsupported_instruction"}
    assert "pshufb" in report["tests"][0]["detail"] and report["measurements"] is None


def test_compile_error_never_reaches_gem5(gem5_double):
    report = evaluate("int main() { nope; }\n", TESTS, backend="gem5", sandbox=gem5_double, limits=LIMITS)
    assert report.verdict == Verdict.COMPILE_ERROR and "nope" in report.compile.message


def test_refusals(docker_box, monkeypatch, require_bwrap):
    with pytest.raises(ValueError, match="gem5 has no AVX"):
        evaluate(PROGRAM, TESTS, profile="avx2", backend="gem5", sandbox=docker_box)
    monkeypatch.setenv("SIM_RUNNER_GEM5_IMAGE", "effbench-no-such-gem5:0")
    with pytest.raises(SandboxUnavailable, match="effbench-no-such-gem5:0 is not on this Docker engine"):
        evaluate(PROGRAM, TESTS, backend="gem5", sandbox=docker_box)
    with pytest.raises(SandboxUnavailable, match="needs the Docker engine"):
        evaluate(PROGRAM, TESTS, backend="gem5", sandbox="bwrap")


def test_no_gem5_containers_are_left(gem5_double):
    evaluate(PROGRAM, TESTS, backend="gem5", sandbox=gem5_double, limits=LIMITS)
    assert gem5_double.client.containers.list(all=True, filters={"label": "effbench.sandbox"}) == []
