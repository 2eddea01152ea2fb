"""The one verdict ladder every backend judges a run with (sim_runner.api.judge_run): which verdict
each way a run can end gets, and which wins when several apply."""

import pytest

from sim_runner import Limits, TestCase, Verdict
from sim_runner.api import RunOutcome, judge_run

LIMITS = Limits(memory_mb=256, pids=32, output_bytes=100)
TEST = TestCase("t", "", "42\n")


def judged(tmp_path, output="42\n", **outcome):
    path = tmp_path / "out"
    if output is not None:
        path.write_text(output)
    return judge_run(TEST, RunOutcome(output=path, **{"seconds": 0.5, **outcome}), LIMITS, run_seconds=2)


@pytest.mark.parametrize(
    "outcome, output, verdict, detail",
    [
        ({"exit_code": 0}, "42\n", Verdict.PASS, ""),
        ({"exit_code": 0}, "41\n", Verdict.WRONG_ANSWER, "line 1"),
        ({"exit_code": 3}, "42\n", Verdict.RUNTIME_ERROR, "exit code 3"),
        ({"exit_code": 139}, "", Verdict.RUNTIME_ERROR, "killed by signal 11"),
        ({"exit_code": 124, "timed_out": True}, "", Verdict.TIMEOUT, "exceeded 2 s"),
        ({"exit_code": 124}, "", Verdict.RUNTIME_ERROR, "exit code 124"),  # timeout's status, returned by the program itself
        ({"exit_code": 137, "timed_out": True}, "", Verdict.TIMEOUT, "exceeded 2 s"),  # timeout's KILL follow-up
        ({"exit_code": None, "timed_out": True}, None, Verdict.TIMEOUT, "exceeded 2 s"),  # killed at the wall clock
        ({"exit_code": 137}, "", Verdict.MEMORY_LIMIT, "exceeded 256 MB"),
        ({"exit_code": 153}, "x" * 50, Verdict.OUTPUT_LIMIT, "output exceeded 100 bytes"),  # SIGXFSZ
        ({"exit_code": 0}, "x" * 101, Verdict.OUTPUT_LIMIT, "output exceeded 100 bytes"),
        ({"exit_code": 132, "unsupported": "cannot execute vpdpbusd"}, "", Verdict.UNSUPPORTED_INSTRUCTION, "cannot execute vpdpbusd"),
        ({"exit_code": 132}, "", Verdict.RUNTIME_ERROR, "killed by signal 4"),
        ({"exit_code": None}, None, Verdict.TIMEOUT, "not run"),
        ({"exit_code": 0, "refused": "17"}, "42\n", Verdict.SANDBOX_VIOLATION, "(17 process creations refused)"),
        ({"exit_code": 99, "capped": "exceeded 5 simulated instructions"}, "", Verdict.INSTRUCTION_LIMIT, "exceeded 5 simulated instructions"),
        ({"exit_code": 0, "capped": "exceeded 5 simulated instructions"}, "42\n", Verdict.INSTRUCTION_LIMIT, "exceeded 5"),  # capped at exit
        ({"exit_code": 99}, "", Verdict.RUNTIME_ERROR, "exit code 99"),  # the cap's status, without effgrind saying so
    ],
)
def test_each_ending(tmp_path, outcome, output, verdict, detail):
    result = judged(tmp_path, output, **outcome)
    assert result.verdict == verdict and detail in result.detail, result


def test_which_wins(tmp_path):
    # A fork bomb that also flooded its output and ran out of time: the violation is what it did.
    assert judged(tmp_path, "x" * 500, exit_code=137, timed_out=True, refused="3").verdict == Verdict.SANDBOX_VIOLATION
    # Output cut at the size limit while timing out: the output limit.
    assert judged(tmp_path, "x" * 500, exit_code=137, timed_out=True).verdict == Verdict.OUTPUT_LIMIT
    # Out of memory beats a simulator's complaint; a timeout beats an exit status.
    assert judged(tmp_path, "", exit_code=137, unsupported="x").verdict == Verdict.MEMORY_LIMIT
    assert judged(tmp_path, "", exit_code=124, timed_out=True, unsupported="x").verdict == Verdict.TIMEOUT
    # Output over the limit before the cap stopped it: the output limit (both deterministic).
    assert judged(tmp_path, "x" * 500, exit_code=99, capped="c").verdict == Verdict.OUTPUT_LIMIT
    # A right answer is judged only after a clean exit.
    assert judged(tmp_path, "42\n", exit_code=1).verdict == Verdict.RUNTIME_ERROR
