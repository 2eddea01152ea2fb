"""Reward definitions (evaluator/rewards.py) on hand-computed values, every branch of each."""

import dataclasses
import math
import subprocess
import sys
from pathlib import Path

import pytest

from evaluator import pipeline, rewards
from evaluator.rewards import Outcome, RewardError, autoveccoder, compute, green_tea, outcome_of, pie_speedup
from evaluator.sample import SampleEvaluation
from sim_runner.report import CompileResult, SchemaError, TestResult, Verdict


def measured(**tests: tuple[float, float]) -> dict[str, dict]:
    """{test: (energy J, seconds)} as evaluator.costs.test_costs gives them."""
    return {name: {"energy": e, "seconds": s, "edp": e * s, "ipc": 1.0} for name, (e, s) in tests.items()}


def passing(costs: dict, **fields) -> Outcome:
    return Outcome(verdict="pass", compiled=True, tests_total=len(costs), tests_passed=len(costs), costs=costs, **fields)


# The baseline: E = 2 + 2 = 4 J, T = 0.5 + 0.5 = 1 s, so EDP = 4 J*s; test "c" is one the
# generations below did not run (the baseline counts over the generation's tests only).
BASELINE = measured(a=(2.0, 0.5), b=(2.0, 0.5), c=(100.0, 100.0))
# Twice as lean and twice as fast: E = 2 J, T = 0.5 s, EDP = 1 J*s.
LEAN = passing(measured(a=(1.0, 0.25), b=(1.0, 0.25)))


# --- green-tea -------------------------------------------------------------------------------


def test_green_tea_compile_failure_is_minus_one():
    outcome = Outcome(verdict="compile_error", compiled=False, tests_total=5, tests_passed=0)
    reward = green_tea(outcome, BASELINE)
    assert reward.value == -1.0 and reward.verdict == "compile_error"
    assert reward.components == {"r_correct": -1.0, "r_energy": 0.0, "pass_rate": 0.0}


def test_green_tea_no_code_scores_as_a_compile_failure():
    outcome = outcome_of(pipeline.no_code())
    assert (outcome.compiled, outcome.tests_total, outcome.verdict) == (False, 0, "no_code")
    assert green_tea(outcome, BASELINE).value == -1.0


@pytest.mark.parametrize(
    "passed,total,expected",
    [
        (0, 5, -0.8),  # -0.8 + 1.1 * 0
        (2, 5, -0.36),  # -0.8 + 1.1 * 0.4 = -0.8 + 0.44
        (1, 2, -0.25),  # METRICS.md: 50% -> -0.25
        (9, 10, 0.19),  # METRICS.md: 90% -> +0.19
    ],
)
def test_green_tea_partial_correctness(passed, total, expected):
    outcome = Outcome(verdict="wrong_answer", compiled=True, tests_total=total, tests_passed=passed)
    reward = green_tea(outcome, BASELINE)
    assert reward.value == pytest.approx(expected, abs=1e-12)
    assert reward.components["r_energy"] == 0.0 and reward.components["pass_rate"] == passed / total


def test_green_tea_measurement_timeout_is_zero_and_failure_minus_one():
    # Every output right (3 of 3), then the measurement timed out (0.0) or failed (-1.0).
    timed_out = Outcome("pass", compiled=True, tests_total=3, tests_passed=3, measurement="timeout")
    failed = Outcome("measurement_error", compiled=True, tests_total=3, tests_passed=3, measurement="failed")
    assert green_tea(timed_out, BASELINE).value == 0.0
    assert green_tea(failed, BASELINE).value == -1.0


def test_green_tea_ghost_execution_is_minus_one():
    # E = 2e-7 + 3e-7 = 5e-7 J < 1e-6 J, though every test passed and was measured.
    reward = green_tea(passing(measured(a=(2e-7, 0.1), b=(3e-7, 0.1))), BASELINE)
    assert reward.value == -1.0 and "ghost execution" in reward.components["note"]


def test_green_tea_measured_edp_energy_runtime():
    # edp: B = 4, G = 1, gain = 3 / (4 + 1e-6) = 0.74999981; tanh(0.75) = 0.635149 -> 1.135149
    edp = green_tea(LEAN, BASELINE)
    assert edp.components["baseline"] == 4.0 and edp.components["generation"] == 1.0
    assert edp.components["gain"] == pytest.approx(3 / (4 + 1e-6), abs=0)
    assert edp.value == pytest.approx(0.5 + math.tanh(0.75), abs=1e-6) == pytest.approx(1.135149, abs=1e-6)
    # energy: B = 4, G = 2, gain = 0.5 (less 1.25e-7); 0.5 + tanh(0.5) = 0.962117
    assert green_tea(LEAN, BASELINE, variant="energy").value == pytest.approx(0.962117, abs=1e-6)
    # runtime: B = 1, G = 0.5, gain = 0.5 / (1 + 1e-6); 0.962117 again
    assert green_tea(LEAN, BASELINE, variant="runtime").value == pytest.approx(0.962117, abs=1e-6)


def test_green_tea_baseline_scores_half_and_a_worse_program_less():
    same = passing(measured(a=(2.0, 0.5), b=(2.0, 0.5)))
    assert green_tea(same, BASELINE).value == 0.5  # gain exactly 0
    # Twice the energy and time: G = 4 * 4 = 16, gain = -12 / 4 = -3; tanh(-3) = -0.995055 -> -0.495055
    worse = passing(measured(a=(4.0, 1.0), b=(4.0, 1.0)))
    assert green_tea(worse, BASELINE).value == pytest.approx(-0.495055, abs=1e-6)


def test_green_tea_without_the_baseline_has_no_value_and_says_why():
    reward = compute("green-tea", LEAN, measured(a=(2.0, 0.5)), {"variant": "edp"})
    assert reward.value is None and "no measurement for test 'b'" in reward.components["error"]
    # A branch that does not need the baseline still scores without it.
    assert compute("green-tea", Outcome("compile_error", False, 2, 0), None, {"variant": "edp"}).value == -1.0


def test_a_stored_outcome_in_the_order_its_tests_ran_gives_the_same_reward_to_the_last_bit():
    # Tests run by name: "1", "10", "2". PostgreSQL's jsonb gives the keys back "1", "2", "10", and
    # (0.1 + 0.2) + 0.4 != (0.1 + 0.4) + 0.2 in floating point.
    fresh = passing(measured(**{"1": (0.1, 0.1), "10": (0.2, 0.2), "2": (0.4, 0.4)}))
    stored = Outcome.from_dict(fresh.to_dict() | {"costs": {k: fresh.costs[k] for k in ("1", "2", "10")}})
    baseline = measured(**{name: (0.3, 0.3) for name in ("1", "10", "2")})
    for name, options in (("pie-speedup", {}), ("green-tea", {"variant": "edp"}), ("green-tea", {"variant": "energy"})):
        assert compute(name, stored, baseline, options).value != compute(name, fresh, baseline, options).value
        again = compute(name, stored.in_order(["1", "10", "2"]), baseline, options)
        assert again.value == compute(name, fresh, baseline, options).value, name
    assert list(stored.in_order(["10", "1"]).costs) == ["10", "1", "2"]  # another name keeps its place after


# --- outcome_of ------------------------------------------------------------------------------


def test_outcome_counts_unmeasured_passes_and_not_timeouts():
    m = {"seconds": 0.5, "energy_j": {"total": 2.0}, "edp": 1.0, "ipc": 1.5}
    tests = (
        TestResult("1", Verdict.PASS, 0.01, 0, "", measurements=m),
        TestResult("2", Verdict.MEASUREMENT_ERROR, 0.01, 0, ""),  # right output, no profile
        TestResult("3", Verdict.TIMEOUT, 9.0, None, ""),  # output unknown: not passed
    )
    sample = SampleEvaluation(Verdict.TIMEOUT, passed=1, total=3, compile=CompileResult(True, "", 0.1), tests=tests)
    outcome = outcome_of(sample)
    assert (outcome.tests_passed, outcome.tests_total, outcome.measurement) == (2, 3, "failed")
    assert outcome.costs == {"1": {"seconds": 0.5, "energy": 2.0, "edp": 1.0, "ipc": 1.5}}
    assert not outcome.reusable  # a timeout depends on the host
    # -0.8 + 1.1 * 2/3 = -0.0666667
    assert green_tea(outcome, BASELINE).value == pytest.approx(-0.8 + 1.1 * 2 / 3, abs=1e-12)
    # Every output right, one unmeasured: "measurement failed", -1.0.
    sample = dataclasses.replace(sample, verdict=Verdict.MEASUREMENT_ERROR, tests=(*tests[:2], TestResult("3", Verdict.PASS, 0.01, 0, "", measurements=m)))
    outcome = outcome_of(sample)
    assert (outcome.tests_passed, outcome.measurement) == (3, "failed")
    assert green_tea(outcome, BASELINE).value == -1.0
    assert Outcome.from_dict(outcome.to_dict()) == outcome


def test_a_stored_outcome_says_its_schema_and_another_is_refused_naming_it():
    stored = LEAN.to_dict()
    assert stored["schema"] == rewards.OUTCOME_SCHEMA == 1
    for schema in (2, None):
        with pytest.raises(SchemaError, match=f"a reward outcome of schema {schema!r}: this evaluator reads schema 1"):
            Outcome.from_dict(stored | {"schema": schema})
    with pytest.raises(SchemaError, match="a reward outcome of schema None"):
        Outcome.from_dict({k: v for k, v in stored.items() if k != "schema"})


# --- pie-speedup -----------------------------------------------------------------------------


def test_pie_speedup():
    # Baseline T = 0.5 + 0.5 = 1 s over a, b; LEAN T = 0.5 s -> 2.0
    reward = pie_speedup(LEAN, BASELINE)
    assert reward.value == 2.0 and reward.components["runtime_s"] == 0.5
    # Slower than the baseline (T = 2 s): PIE's floor, 1.0
    assert pie_speedup(passing(measured(a=(1.0, 1.0), b=(1.0, 1.0))), BASELINE).value == 1.0
    # Incorrect: 0; right outputs but one test unmeasured is not correct for PIE's runtime either.
    assert pie_speedup(Outcome("wrong_answer", True, 2, 1, measured(a=(1.0, 0.25))), BASELINE).value == 0.0
    unmeasured = Outcome("measurement_error", True, 2, 2, measured(a=(1.0, 0.25)), measurement="failed")
    assert pie_speedup(unmeasured, BASELINE).value == 0.0


# --- autoveccoder ----------------------------------------------------------------------------


def simd(speedup: float | None, correct: bool = True) -> Outcome:
    return Outcome("pass" if correct else "wrong_answer", True, 7, 7 if correct else 0, simd_speedup=speedup)


@pytest.mark.parametrize(
    "speedup,expected",
    [
        (2.0, 1.380797),  # D = 1:  1 + 0.5 * tanh(1)  = 1 + 0.5 * 0.761594
        (1.0, 1.0),  # D = 0
        (0.5, 0.619203),  # D = -1: 1 - 0.380797
        (None, 1.0),  # correct, speed unknown: no bonus
    ],
)
def test_autoveccoder_defaults(speedup, expected):
    assert autoveccoder(simd(speedup)).value == pytest.approx(expected, abs=1e-6)


def test_autoveccoder_incorrect_is_zero_and_options_apply():
    assert autoveccoder(simd(8.0, correct=False)).value == 0.0
    assert autoveccoder(Outcome("no_intrinsics", True, 1, 0)).value == 0.0
    # b_base 0, b_perf 1, a 2, speedup 4: D = 2, tanh(4) = 0.999329
    options = rewards.resolve_options("autoveccoder", {"b_base": 0, "b_perf": 1, "a": 2})
    assert compute("autoveccoder", simd(4.0), None, options).value == pytest.approx(0.999329, abs=1e-6)


# --- options ---------------------------------------------------------------------------------


def test_options_defaults_and_refusals():
    assert rewards.resolve_options("green-tea", None) == {"variant": "edp"}
    assert rewards.resolve_options("autoveccoder", {"a": 3}) == {"b_base": 1.0, "b_perf": 0.5, "a": 3.0}
    refusals = [
        ("speed", {}, "reward", "unknown reward 'speed'; known: green-tea, pie-speedup, autoveccoder"),
        ("green-tea", [], "options", "must be an object"),
        ("green-tea", {"variant": "ipc"}, "options.variant", "must be one of edp, energy, runtime"),
        ("green-tea", {"alpha": 1}, "options.alpha", "unknown option for reward 'green-tea' (known: variant)"),
        ("pie-speedup", {"k": 1}, "options.k", "unknown option for reward 'pie-speedup' (known: none)"),
        ("autoveccoder", {"a": True}, "options.a", "must be a finite number"),
        ("autoveccoder", {"a": float("nan")}, "options.a", "must be a finite number"),
    ]
    for name, options, field_name, message in refusals:
        with pytest.raises(RewardError) as caught:
            rewards.resolve_options(name, options)
        assert (caught.value.field, caught.value.message) == (field_name, message)


def test_rewards_and_reward_units_load_nothing_of_the_portal():
    script = "import sys, evaluator.rewards, evaluator.reward_units; print(sorted(m for m in sys.modules if m.split('.')[0] == 'portal'))"
    loaded = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parents[2], env={"PATH": "/usr/bin:/bin"}
    )
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    assert loaded.stdout.strip() == "[]"
