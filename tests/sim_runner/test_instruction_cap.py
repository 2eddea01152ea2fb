"""The cap on simulated instructions (Limits.simulated_instructions, effgrind's
--effgrind-max-instructions): exact at its boundary, invisible under it, deterministic over it
(the same verdict twice, in both sandboxes, and cacheable), and Green Tea's timeout as a reward."""

import json
from dataclasses import replace

import pytest

from evaluator.rewards import green_tea, outcome_of
from evaluator.sample import SampleEvaluation
from sim_runner import Limits, TestCase, Verdict, cache, evaluate, valgrind_tool

# A loop of n iterations, n read from the input; the same output whatever n. Inputs of one digit
# count cost scanf the same, so I(n) = a + b n exactly: the cap counts every instruction.
LOOP = """#include <cstdio>
int main() { long n; if (scanf("%ld", &n) != 1) return 1;
  volatile long s = 0; for (long i = 0; i < n; ++i) s = s + i;
  printf("ok\\n"); }
"""
SIZES = ("100000", "200000", "400000")
BIG = TestCase("big", "900000000\n", "ok\n")  # ~4e9 instructions uncapped: stopped long before
LIMITS = Limits(simulate_seconds=60, memory_mb=256)


def cases(*sizes: str) -> list[TestCase]:
    return [TestCase(size, f"{size}\n", "ok\n") for size in sizes]


def run(sandbox, cases, cap=None):
    return evaluate(LOOP, cases, profile="scalar", backend="valgrind", sandbox=sandbox, limits=replace(LIMITS, simulated_instructions=cap))


def outcomes(report) -> str:
    return json.dumps([[t.verdict.value, t.detail, t.measurements] for t in report.tests], sort_keys=True)


def test_capped_runs_are_exact_at_the_boundary_and_deterministic(sandbox, tmp_path):
    uncapped = run(sandbox, cases(*SIZES))
    assert uncapped.verdict == Verdict.PASS, uncapped.tests
    counts = [t.measurements["instructions"] for t in uncapped.tests]
    assert counts[2] - counts[1] == 2 * (counts[1] - counts[0]) > 0  # linear in n: every iteration counted
    # Capped at exactly the middle test's count: it passes (it did not execute MORE), measured
    # as without a cap; one instruction less and it is stopped, as is anything longer.
    at = run(sandbox, cases(*SIZES[:2]), cap=counts[1])
    assert [t.verdict for t in at.tests] == [Verdict.PASS, Verdict.PASS]
    assert [t.measurements for t in at.tests] == [t.measurements for t in uncapped.tests[:2]]
    below = [run(sandbox, [*cases(*SIZES[:2]), BIG], cap=counts[1] - 1) for _ in range(2)]
    assert outcomes(below[0]) == outcomes(below[1])  # the same, to the last bit
    assert [t.verdict for t in below[0].tests] == [Verdict.PASS, Verdict.INSTRUCTION_LIMIT, Verdict.INSTRUCTION_LIMIT], below[0].tests
    assert below[0].tests[0].measurements == uncapped.tests[0].measurements
    assert below[0].tests[1].detail == f"exceeded {counts[1] - 1} simulated instructions"
    assert below[0].tests[2].measurements is None and below[0].measurements() is None
    # Deterministic, so cacheable (a wall-clock timeout never is; tests/sim_runner/test_cache.py).
    assert cache.store(tmp_path, "0" * 64, below[0].to_dict())
    # Green Tea: a capped program is a measurement timeout, 0.0, not a failure.
    reward = green_tea(outcome_of(SampleEvaluation.of_program(below[0])), None)
    assert reward.value == 0.0 and reward.verdict == "instruction_limit"


def test_the_cap_is_an_effgrind_option_the_host_reads_from_the_profile(tmp_path):
    assert valgrind_tool.cap_args(None) == [] and valgrind_tool.cap_args(5) == ["--effgrind-max-instructions=5"]
    profile = tmp_path / "prof"
    profile.write_text("effgrind 7\ncapped: 1000\n")
    assert valgrind_tool.capped(profile) == 1000
    profile.write_text("effgrind 7\nevents: Ir\ntotals: 1\n")
    assert valgrind_tool.capped(profile) is None and valgrind_tool.capped(tmp_path / "none") is None
    with pytest.raises(ValueError, match="valgrind backend only"):
        evaluate(LOOP, cases("1"), backend="native", limits=Limits(simulated_instructions=10))
    with pytest.raises(ValueError, match="positive count"):
        evaluate(LOOP, cases("1"), backend="valgrind", limits=Limits(simulated_instructions=0))
