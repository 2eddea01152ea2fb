"""Green Tea's reference numbers, computed by hand from its published definitions (analysis
rq2.py::compute_metrics over the records of its evaluation script; ../shared/METRICS.md), and
bootstrap bounds derived by hand. Every figure is checked to 1e-9.

Green Tea, per generated record i (n = the problem's tests, p = tests with a correct output,
E / T = mean energy / time, the generation's over its passed *measured* tests, the baseline's
and the expert's over ALL tests):
  valid    = compiled and some passed test measured
  ERR      = (E(slow) - E(gen)) / E(slow) * 100 if valid else 0
  CARET    = mean over ALL records of ERR * p / n
  strict   = mean of (ERR if p == n else 0)
  neg-fill = mean of (ERR if valid else -0.5 if compiled else 0) * p / n
  energy reduction = mean ERR over valid;  EDP reduction = mean over valid of
  (E(slow) T(slow) - E(gen) T(gen)) / (E(slow) T(slow)) * 100;  beats human = % of valid with E(gen) <= E(human)
"""

import pytest

from evaluator.costs import unmeasured_passes
from evaluator.metrics import EnergyRecord, Record, bootstrap_ci, caret_metrics
from evaluator.metrics.bootstrap import percentile_interval
from evaluator.metrics.summary import submission_results
from sim_runner.report import TestResult, Verdict

EXACT = 1e-9

# Problem a, tests t1..t4: baseline E 10, 20, 30, 40 -> mean 25; T 1, 2, 3, 2 -> mean 2; EDP 25 x 2 = 50.
#   expert E 5, 10, 15, 10 -> mean 10.
# Problem b, tests u1, u2: baseline E 8, 12 -> mean 10; T 1, 3 -> mean 2; EDP 10 x 2 = 20.
#   expert E 6, 6 -> mean 6.
BASE_E = {"a": {"t1": 10.0, "t2": 20.0, "t3": 30.0, "t4": 40.0}, "b": {"u1": 8.0, "u2": 12.0}}
BASE_T = {"a": {"t1": 1.0, "t2": 2.0, "t3": 3.0, "t4": 2.0}, "b": {"u1": 1.0, "u2": 3.0}}
HUMAN_E = {"a": {"t1": 5.0, "t2": 10.0, "t3": 15.0, "t4": 10.0}, "b": {"u1": 6.0, "u2": 6.0}}

RECORDS = [
    # a#0 fully correct: E 5, 10, 15, 10 -> 10; T .5, 1, 1.5, 1 -> 1.
    #   ERR (25 - 10) / 25 = 60; CARET 60 x 4/4 = 60; strict 60; neg 60.
    #   EDP 10 x 1 = 10 -> (50 - 10) / 50 = 80.  10 J <= expert's 10 J: beats.
    EnergyRecord("a", 0, True, 4, {"t1": 5.0, "t2": 10.0, "t3": 15.0, "t4": 10.0}, {"t1": 0.5, "t2": 1.0, "t3": 1.5, "t4": 1.0}),
    # a#1 partially passing (t1, t2): E 10, 20 -> 15; T 1, 3 -> 2.
    #   ERR against the baseline's mean over ALL tests: (25 - 15) / 25 = 40 (over t1, t2 only it would be 0);
    #   CARET 40 x 2/4 = 20; strict 0; neg 20.  EDP 15 x 2 = 30 -> (50 - 30) / 50 = 40.  15 J > 10 J.
    EnergyRecord("a", 1, True, 4, {"t1": 10.0, "t2": 20.0}, {"t1": 1.0, "t2": 3.0}),
    # a#2 compile failure: 0 everywhere, not valid.
    EnergyRecord("a", 2, False, 4),
    # a#3 the endpoint produced no program (no tests ran): scores 0, counts in every mean.
    EnergyRecord("a", 3, False, 0),
    # b#0 measurement failure: compiled, u1's output correct but not measured, u2 wrong.
    #   CARET 0; strict 0; neg -0.5 x 1/2 = -0.25.  Not valid.
    EnergyRecord("b", 0, True, 2, unmeasured=1),
    # b#1 fully correct, worse than the baseline: E 12, 18 -> 15; T 1, 2 -> 1.5.
    #   ERR (10 - 15) / 10 = -50; CARET -50; strict -50; neg -50.
    #   EDP 15 x 1.5 = 22.5 -> (20 - 22.5) / 20 = -12.5.  15 J > 6 J.
    EnergyRecord("b", 1, True, 2, {"u1": 12.0, "u2": 18.0}, {"u1": 1.0, "u2": 2.0}),
    # b#2 both outputs correct, u2 not measured: p = 2 = n (fully correct), E and T from u1 only: 5, 1.
    #   ERR (10 - 5) / 10 = 50; CARET 50 x 2/2 = 50; strict 50; neg 50.
    #   EDP 5 x 1 = 5 -> (20 - 5) / 20 = 75.  5 J <= 6 J: beats.
    EnergyRecord("b", 2, True, 2, {"u1": 5.0}, {"u1": 1.0}, unmeasured=1),
]
# Seven records. Valid: a#0, a#1, b#1, b#2.
CARET = (60 + 20 + 0 + 0 + 0 - 50 + 50) / 7  # 80 / 7 = 11.428571...
CARET_STRICT = (60 + 0 + 0 + 0 + 0 - 50 + 50) / 7  # 60 / 7 = 8.571428...
CARET_NEG_FILL = (60 + 20 + 0 + 0 - 0.25 - 50 + 50) / 7  # 79.75 / 7 = 11.392857...
ENERGY_REDUCTION = (60 + 40 - 50 + 50) / 4  # 25
EDP_REDUCTION = (80 + 40 - 12.5 + 75) / 4  # 45.625
BEATS_HUMAN = 100.0 * 2 / 4  # 50


def test_green_tea_reference_numbers():
    m = caret_metrics(RECORDS, BASE_E, human=HUMAN_E, baseline_seconds=BASE_T)
    assert m["records"] == 7
    assert m["caret"] == pytest.approx(CARET, abs=EXACT)
    assert m["caret_strict"] == pytest.approx(CARET_STRICT, abs=EXACT)
    assert m["caret_neg_fill"] == pytest.approx(CARET_NEG_FILL, abs=EXACT)
    assert m["energy_reduction"] == pytest.approx(ENERGY_REDUCTION, abs=EXACT)
    assert m["edp_reduction"] == pytest.approx(EDP_REDUCTION, abs=EXACT)
    assert m["beats_human"] == pytest.approx(BEATS_HUMAN, abs=EXACT)
    assert [r.measurement_failed for r in RECORDS] == [False, False, False, False, True, False, False]


def test_issue_example_an_endpoint_failure_halves_caret():
    """One sample at 50% plus one endpoint failure: 25, not 50."""
    half = EnergyRecord("b", 0, True, 2, {"u1": 4.0, "u2": 6.0})  # E 5 vs 10: ERR 50, fully correct
    m = caret_metrics([half, EnergyRecord("b", 1, False, 0)], BASE_E)
    assert m["caret"] == pytest.approx(25.0, abs=EXACT) and m["caret_strict"] == pytest.approx(25.0, abs=EXACT)


def costs(energy: dict, seconds: dict) -> dict:
    return {t: {"energy": energy[t], "seconds": seconds[t]} for t in energy}


def reference(energy: dict, seconds: dict) -> dict:
    return {pid: costs(energy[pid], seconds[pid]) for pid in energy}


def submission_records() -> list[Record]:
    """The seven records above as sim_runner results give them to the metrics."""
    e0, t0 = RECORDS[0].energy, RECORDS[0].seconds
    records = [
        Record("a", 0, "pass", 4, 4, costs(e0, t0)),
        Record("a", 1, "wrong_answer", 2, 4, costs(RECORDS[1].energy, RECORDS[1].seconds)),
        Record("a", 2, "compile_error", 0, 4),
        Record("a", 3, "endpoint_error", 0, 0),
        Record("b", 0, "measurement_error", 0, 2, unmeasured=1),
        Record("b", 1, "pass", 2, 2, costs(RECORDS[5].energy, RECORDS[5].seconds)),
        Record("b", 2, "measurement_error", 1, 2, costs(RECORDS[6].energy, RECORDS[6].seconds), unmeasured=1),
    ]
    return records


def test_submission_metrics_build_the_same_records():
    """The same seven generations as sim_runner results reach the metrics through
    submission_results (which rounds to 6 decimals)."""
    m, _ = submission_results(
        submission_records(), ["a", "b"], reference(BASE_E, BASE_T), experts=reference(HUMAN_E, {pid: dict.fromkeys(HUMAN_E[pid], 1.0) for pid in HUMAN_E})
    )
    for key, value in (
        ("caret", CARET),
        ("caret_strict", CARET_STRICT),
        ("caret_neg_fill", CARET_NEG_FILL),
        ("energy_reduction", ENERGY_REDUCTION),
        ("edp_reduction", EDP_REDUCTION),
        ("beats_human", BEATS_HUMAN),
    ):
        assert m[key] == pytest.approx(value, abs=5e-7), key


def test_energy_edp_and_beats_human_intervals_by_hand():
    """Resampling two problems draws aa, ab/ba or bb (each aa and bb a quarter of the time, far more
    than the 2.5% in each tail), so the bounds are the bb and aa values exactly. Valid records: a 60,
    40 (EDP 80, 40; beats 1 of 2), b -50, 50 (EDP -12.5, 75; beats 1 of 2)."""
    m, _ = submission_results(
        submission_records(), ["a", "b"], reference(BASE_E, BASE_T), experts=reference(HUMAN_E, {pid: dict.fromkeys(HUMAN_E[pid], 1.0) for pid in HUMAN_E})
    )
    assert m["energy_reduction_ci"] == pytest.approx([0.0, 50.0], abs=EXACT)  # bb: 0, aa: 50
    assert m["edp_reduction_ci"] == pytest.approx([31.25, 60.0], abs=EXACT)  # bb: 31.25, aa: 60
    assert m["beats_human_ci"] == pytest.approx([50.0, 50.0], abs=EXACT)  # half beat in either
    # pass@1 (a: 1 of 4 correct, b: 1 of 3): bb 33.33, aa 25.
    assert m["pass@1_ci"] == pytest.approx([25.0, 100 / 3], abs=1e-6)


def test_per_problem_scores_kept_for_ranks_and_charts():
    """What a finished submission stores beside its metrics. CARET per problem is the mean of its
    records' CARET_i, weighted by its number of records: a (60 + 20 + 0 + 0) / 4 = 20 over 4,
    b (0 - 50 + 50) / 3 = 0 over 3; (20 x 4 + 0 x 3) / 7 = 80 / 7, the CARET above."""
    metrics, scores = submission_results(submission_records(), ["a", "b"], reference(BASE_E, BASE_T))
    caret, weights = scores["per_problem"]["caret"], scores["weights"]["caret"]
    assert caret == pytest.approx({"a": 20.0, "b": 0.0}, abs=EXACT) and weights == {"a": 4, "b": 3}
    assert sum(caret[p] * weights[p] for p in caret) / sum(weights.values()) == pytest.approx(CARET, abs=EXACT)
    assert scores["answered"] == ["a", "b"]
    # Correct: a#0 and b#1 pass every test -> 100 each. PIE: a's fastest correct sample is a#0,
    # T 4 s against the baseline's 8 s -> 2.0; b's is b#1, 3 s against 4 s -> 4/3.
    assert scores["per_problem"]["correct"] == {"a": 100.0, "b": 100.0}
    assert scores["per_problem"]["speedup"] == pytest.approx({"a": 2.0, "b": 4 / 3}, abs=EXACT)
    assert scores["best_speedup"] == pytest.approx({"a": 2.0, "b": 4 / 3}, abs=EXACT)
    assert metrics["speedup"] == pytest.approx((2.0 + 4 / 3) / 2, abs=5e-7)
    # The energy chart's points: the fully correct, measured records (a#0, b#1) against the baseline.
    points = {(p["problem_id"], p["sample"]): p for p in scores["points"]}
    assert set(points) == {("a", 0), ("b", 1)}
    assert points[("a", 0)]["energy_reduction"] == pytest.approx(60.0, abs=EXACT)  # its ERR
    assert points[("b", 1)]["energy_reduction"] == pytest.approx(-50.0, abs=EXACT)


def test_unmeasured_passes_are_sim_runners_measurement_errors():
    tests = [
        TestResult("1", Verdict.PASS, 0.1, 0, "", measurements={"seconds": 1.0}),  # measured
        TestResult("2", Verdict.MEASUREMENT_ERROR, 0.1, 0, "no usable simulator profile (ValueError)"),
        TestResult("3", Verdict.MEASUREMENT_ERROR, 0.1, 0, "gem5 wrote no usable stats.txt (missing)"),
        TestResult("4", Verdict.RUNTIME_ERROR, 0.1, 1, "exit code 1"),  # a real failure
        TestResult("5", Verdict.TIMEOUT, 120.0, None, "exceeded 120 s"),  # output never seen
        TestResult("6", Verdict.PASS, 0.1, 0, "", measurements=None),  # passed, not measured
    ]
    assert unmeasured_passes(tests) == 3


# --- Bootstrap: percentile bounds derived by hand ---------------------------------------------


def test_percentile_interval_by_hand():
    # Values 1..1000 (sorted, 0-based index i holds i + 1). Linear interpolation:
    #   2.5th:  position 999 x 0.025 = 24.975 -> 25 + 0.975 x (26 - 25) = 25.975
    #   97.5th: position 999 x 0.975 = 974.025 -> 975 + 0.025 x (976 - 975) = 975.025
    # (indices int(0.025 n) = 25 and int(0.975 n) = 975 would give 26 and 976).
    low, high = percentile_interval([float(v) for v in range(1000, 0, -1)])
    assert low == pytest.approx(25.975, abs=EXACT) and high == pytest.approx(975.025, abs=EXACT)
    assert percentile_interval([3.0, 1.0, 2.0], level=0.5) == pytest.approx((1.5, 2.5), abs=EXACT)  # 25th, 75th


def test_bootstrap_bounds_by_hand():
    # A statistic that ignores its resample and returns 1, 2, ..., 1000 in turn: the 1000
    # resampled values are exactly 1..1000, so the interval is the one above.
    counter = iter(range(1, 1001))
    low, high = bootstrap_ci([[0.0], [1.0]], lambda sample: float(next(counter)))
    assert low == pytest.approx(25.975, abs=EXACT) and high == pytest.approx(975.025, abs=EXACT)
    # Two problems scoring 0 and 1, statistic the mean: a resample of two has mean 0 (p = 1/4),
    # 0.5 (1/2) or 1 (1/4). With far more than 26 zeros and 26 ones among 1000 resamples,
    # positions 24.975 and 974.025 fall inside the runs of 0s and 1s: the interval is [0, 1].
    mean = lambda sample: sum(g[0] for g in sample) / len(sample)  # noqa: E731
    assert bootstrap_ci([[0.0], [1.0]], mean) == (0.0, 1.0)


def test_simd_intervals_by_hand():
    """Task x: two correct samples, speedups 2 and 0.5; task y: one failed (counts 0), one at 3.
    Resamples draw xx, xy/yx or yy; a quarter each of xx and yy, so the bounds are theirs (or xy's
    where it lies outside them)."""
    records = [
        Record("x", 0, "pass", 1, 1, simd_speedup=2.0),
        Record("x", 1, "pass", 1, 1, simd_speedup=0.5),
        Record("y", 0, "wrong_answer", 0, 1),
        Record("y", 1, "pass", 1, 1, simd_speedup=3.0),
    ]
    m, _ = submission_results(records, ["x", "y"], {}, task_format="simdbench")
    assert m["p50"] == pytest.approx(1.25) and m["p50_ci"] == pytest.approx([1.25, 1.5])  # xx, xy 1.25; yy 1.5
    assert m["p75_ci"] == pytest.approx([2.0, 3.0])  # xx 2, xy 2.25, yy 3
    assert m["corr_ci"] == pytest.approx([50.0, 100.0])  # yy 50, xx 100
    assert m["pass@1_ci"] == pytest.approx([50.0, 100.0])
