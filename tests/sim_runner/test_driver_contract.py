"""The runner-driver handoff (sim_runner.api, driver.sh): the plan the host writes and the driver
reads, the outcome the driver writes and the host reads, and what happens when either is wrong."""

import json
import re
from pathlib import Path

import pytest

from sim_runner import Limits, SandboxUnavailable, TestCase, Verdict, evaluate
from sim_runner.api import DRIVER, CompileOutcome, DriverOutcome, DriverPlan, OutcomeError, TestRuns, _compile_result

PLAN = DriverPlan(compile_seconds=30, run_seconds=2.5, file_blocks=2049, backend="valgrind", repeat=3, tests=("0000", "0001"))
LIMITS = Limits(memory_mb=256)


def _header_example(start: str, stop: str) -> str:
    """The lines of driver.sh's header from the one starting `start` to the one starting `stop`,
    with the comment marks and the notes after each line's JSON removed."""
    lines, keep = [], False
    for line in DRIVER.read_text().splitlines():
        text = line.removeprefix("#   ")
        keep = keep or text.startswith(start)
        if keep:
            lines.append(re.split(r"\s{2,}", text)[0])
            if text.startswith(stop):
                return "\n".join(lines)
    raise AssertionError(f"driver.sh documents no {start!r}...{stop!r}")


def test_the_plan_is_json_one_key_a_line_in_the_shape_the_driver_documents():
    text = PLAN.to_json()
    assert json.loads(text) == {
        "version": 1,
        "compile_seconds": 30,
        "run_seconds": 2.5,
        "file_blocks": 2049,
        "backend": "valgrind",
        "repeat": 3,
        "tests": ["0000", "0001"],
    }
    lines = text.splitlines()
    assert lines[0] == "{" and lines[-1] == "}" and all(line.startswith('"') for line in lines[1:-1])
    documented = json.loads(_header_example("{", "}"))
    assert list(json.loads(text)) == list(documented)  # the same keys, in the same order


@pytest.mark.parametrize(
    "change, message",
    [
        ({"run_seconds": 1e-7}, "not a plain positive number"),
        ({"compile_seconds": 0}, "not a plain positive number"),
        ({"compile_seconds": float("nan")}, "not a plain positive number"),
        ({"backend": "gem5"}, "no backend 'gem5'"),
        ({"repeat": 101}, "runs per test"),
        ({"tests": ("0000", 'x", "../y')}, "is not of"),
        ({"tests": ("",)}, "is not of"),
    ],
)
def test_the_plan_refuses_what_the_driver_could_not_read(change, message):
    fields = {"compile_seconds": 30, "run_seconds": 2, "file_blocks": 1, "backend": "native", "repeat": 1, "tests": ("0000",)} | change
    with pytest.raises(ValueError, match=re.escape(message)):
        DriverPlan(**fields)


def test_the_documented_outcome_reads_as_it_says():
    outcome = DriverOutcome.parse(_header_example('{"version"', "}}"))
    assert outcome.compile == CompileOutcome(exit_code=0, seconds=1.23, timed_out=False, memory_killed=False)
    assert outcome.tests == {"0000": TestRuns(runs=((0, 0.02),), timed_out=False, refused_processes=0)}


def outcome(compiled: object = None, **tests: object) -> str:
    return json.dumps({"version": 1, "compile": compiled, "tests": tests})


COMPILED = {"exit": 0, "ms": 900, "timed_out": False, "memory_killed": False}


def test_each_test_becomes_its_last_runs_outcome(tmp_path: Path):
    out = tmp_path / "out"
    read = DriverOutcome.parse(
        outcome(
            COMPILED,
            a={"runs": [{"exit": 0, "ms": 10}, {"exit": 0, "ms": 12}], "timed_out": False, "refused_processes": 0},
            b={"runs": [{"exit": 0, "ms": 10}, {"exit": 137, "ms": 3010}], "timed_out": True, "refused_processes": 0},
            c={"runs": [{"exit": 0, "ms": 40}], "timed_out": False, "refused_processes": 17},
            d={"runs": [], "timed_out": False, "refused_processes": 0},
            e={"runs": [{"exit": 124, "ms": 3000}], "timed_out": True, "refused_processes": 0},
            f={"runs": [{"exit": 124, "ms": 5}], "timed_out": False, "refused_processes": 0},
        )
    )
    # What the early measurement of profiles reads: a run that timed out did not end by itself,
    # whatever its status; a program that returned 124 did.
    assert read.last_exits() == {"a": 0, "b": None, "c": 0, "d": None, "e": None, "f": 124}
    a, b, c, d, never = (read.run(name, out) for name in "abcdg")
    assert (a.exit_code, a.seconds, a.timed_out, a.refused) == (0, 0.012, False, "")
    assert (b.exit_code, b.timed_out) == (137, True)
    assert c.refused == "17"
    assert d.exit_code is None and never.exit_code is None and not never.timed_out  # not run
    assert read.tests["a"].runs == ((0, 0.01), (0, 0.012))


@pytest.mark.parametrize(
    "compiled, ok, message",
    [
        (None, False, "compilation did not finish (sandbox wall-clock limit)"),
        ({"exit": 124, "ms": 5000, "timed_out": True, "memory_killed": False}, False, "compilation exceeded 30 s"),
        ({"exit": 137, "ms": 5000, "timed_out": True, "memory_killed": False}, False, "compilation exceeded 30 s"),
        ({"exit": 137, "ms": 800, "timed_out": False, "memory_killed": True}, False, "exceeded the 256 MB memory limit"),
        ({"exit": 1, "ms": 800, "timed_out": False, "memory_killed": False}, False, "the log"),
        (COMPILED, True, "the log"),
    ],
)
def test_the_compile_result_follows_the_drivers_flags(tmp_path: Path, compiled, ok, message):
    (tmp_path / "compile.log").write_text("the log\n")
    result = _compile_result(DriverOutcome.parse(outcome(compiled)), tmp_path, Limits(compile_seconds=30, memory_mb=256))
    assert result.ok == ok and message in result.message, result


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "not JSON"),
        (outcome(COMPILED)[:-5], "not JSON"),  # cut short: the driver killed while writing
        ("[]", "the outcome is not an object"),
        (json.dumps({"version": 2, "compile": None, "tests": {}}), "version 2, this reader reads version 1"),
        (outcome({**COMPILED, "exit": "0"}), "compile: exit is '0', not a count"),
        (outcome({**COMPILED, "timed_out": 1}), "compile: timed_out is 1, not true or false"),
        (outcome(COMPILED, a={"runs": [{"exit": True, "ms": 1}], "timed_out": False, "refused_processes": 0}), "test a run: exit is True"),
        (outcome(COMPILED, a={"runs": [{"exit": 0, "ms": -1}], "timed_out": False, "refused_processes": 0}), "test a run: ms is -1"),
        (outcome(COMPILED, a={"runs": {}, "timed_out": False, "refused_processes": 0}), "test a: runs is not a list"),
        (outcome(COMPILED, a={"runs": [], "timed_out": False}), "test a: refused_processes is None"),
    ],
)
def test_a_garbled_outcome_is_refused_by_name(text, message):
    with pytest.raises(OutcomeError, match=re.escape(message)):
        DriverOutcome.parse(text)


def test_no_outcome_is_an_infrastructure_fault_not_a_verdict(tmp_path: Path):
    with pytest.raises(SandboxUnavailable, match=r"no usable res/outcome.json: none written"):
        DriverOutcome.read(tmp_path)
    (tmp_path / "outcome.json").write_text('{"version": 1, "compile": {"ex')
    with pytest.raises(SandboxUnavailable, match=r"no usable res/outcome.json: not JSON"):
        DriverOutcome.read(tmp_path)


# Through the real sandboxes: the driver refuses a plan it cannot read, and the host a broken outcome.


class Tampered:
    """The real sandbox, with the work directory changed before or after the driver runs."""

    def __init__(self, box, before=None, after=None):
        self.box, self.name, self.before, self.after = box, box.name, before, after

    def describe(self):
        return self.box.describe()

    def run_driver(self, workdir: Path, *args, **kwargs):
        if self.before:
            self.before(workdir)
        try:
            self.box.run_driver(workdir, *args, **kwargs)
        finally:  # bubblewrap raises when the driver exits with an error
            if self.after:
                self.after(workdir)


ECHO = '#include <cstdio>\nint main() { int a; if (scanf("%d", &a) != 1) return 2; printf("%d\\n", a); }\n'
TESTS = [TestCase("1", "1\n", "1\n"), TestCase("2", "2\n", "2\n")]


def test_the_real_driver_reads_the_plan_and_writes_the_outcome(sandbox, tmp_path: Path):
    kept = {}
    box = Tampered(sandbox, after=lambda workdir: kept.update(plan=(workdir / "plan.json").read_text(), outcome=(workdir / "res" / "outcome.json").read_text()))
    report = evaluate(ECHO, TESTS, sandbox=box, limits=LIMITS, repeat=2, cache_dir=None)
    assert [t.verdict for t in report.tests] == [Verdict.PASS] * 2
    assert json.loads(kept["plan"])["tests"] == ["0000", "0001"]
    written = json.loads(kept["outcome"])
    assert written["compile"]["exit"] == 0 and written["compile"]["timed_out"] is False
    assert list(written["tests"]) == ["0000", "0001"]
    assert [len(test["runs"]) for test in written["tests"].values()] == [2, 2]


@pytest.mark.parametrize(
    "plan",
    [
        '{\n"version": 2\n}\n',
        PLAN.to_json().replace('"backend": "valgrind"', '"backend": "$(touch /box/ran)"'),
        PLAN.to_json().replace('"0001"', '"../x"'),
        PLAN.to_json().replace('"repeat": 3', '"repeat": 3; touch /box/ran'),
        PLAN.to_json() + '"extra": 1\n',
    ],
)
def test_a_plan_the_driver_cannot_read_runs_nothing(sandbox, plan):
    box = Tampered(sandbox, before=lambda workdir: (workdir / "plan.json").write_text(plan))
    ran = {}
    box.after = lambda workdir: ran.update(compiled=(workdir / "res" / "compile.log").exists(), touched=(workdir / "ran").exists())
    with pytest.raises(SandboxUnavailable):
        evaluate(ECHO, TESTS, sandbox=box, limits=LIMITS, cache_dir=None)
    assert ran == {"compiled": False, "touched": False}


def test_a_broken_outcome_is_an_error_never_a_verdict(sandbox, tmp_path: Path):
    def cut(workdir: Path) -> None:
        path = workdir / "res" / "outcome.json"
        text = path.read_text()
        path.unlink()  # the driver's file (root's, in Docker) in the host's directory
        path.write_text(text[:-3])  # as if the driver was killed while writing it

    with pytest.raises(SandboxUnavailable, match="no usable res/outcome.json: not JSON"):
        evaluate(ECHO, TESTS, sandbox=Tampered(sandbox, after=cut), limits=LIMITS, cache_dir=tmp_path)
    assert not any(tmp_path.rglob("*.json"))  # nothing cached
