"""Hand-worked examples from METRICS.md's definitions, and invariants (hypothesis)."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evaluator.metrics import (
    EnergyRecord,
    PieSample,
    SimdSample,
    bootstrap_ci,
    caret_metrics,
    ipc_trap_rate,
    pass_at_k,
    pie_metrics,
    ranks,
    simd_metrics,
)
from evaluator.metrics.bootstrap import interval_ahead
from evaluator.metrics.pie import best_at_k
from evaluator.metrics.simd import percentile


# --- PIE -------------------------------------------------------------------------------------


def test_pie_hand_worked():
    slow = {"a": 10.0, "b": 10.0, "c": 10.0, "d": 10.0}
    samples = [
        PieSample("a", 0, True, 5.0),
        PieSample("a", 1, True, 2.0),  # best@2 = 2 -> 5x
        PieSample("b", 0, False, 0.1),
        PieSample("b", 1, True, 20.0),  # slower -> floored at 1.0
        PieSample("c", 0, True, 9.5),  # 1.0526x: correct, not %Opt
        # d: no generation -> incorrect, 1.0
    ]
    m = pie_metrics(samples, slow, k=2, human_runtime={"a": 4.0, "b": 5.0, "c": 10.0, "d": 20.0})
    assert m["correct"] == 75.0
    assert m["speedup"] == pytest.approx((5.0 + 1.0 + 10 / 9.5 + 1.0) / 4)
    assert m["pct_opt"] == 25.0 and m["pct_opt_at"]["2"] == 25.0 and m["pct_opt_at"]["1.25"] == 25.0
    assert m["human_speedup"] == pytest.approx((2.5 + 2.0 + 1.0 + 0.5) / 4)  # no floor for humans
    assert pie_metrics(samples, slow, k=1)["speedup"] == pytest.approx((2.0 + 1.0 + 10 / 9.5 + 1.0) / 4)


runtimes = st.floats(min_value=1e-6, max_value=1e3, allow_nan=False)
pie_samples = st.lists(st.tuples(st.booleans(), runtimes), min_size=1, max_size=8)


@given(pie_samples, runtimes)
def test_pie_best_at_k_is_monotone_in_k(draws, slow):
    samples = [PieSample("p", i, ok, rt) for i, (ok, rt) in enumerate(draws)]
    values = [pie_metrics(samples, {"p": slow}, k=k)["speedup"] for k in range(1, len(samples) + 1)]
    assert all(a <= b for a, b in zip(values, values[1:]))
    assert all(v >= 1.0 for v in values)
    assert best_at_k(samples, 0) == math.inf


# --- Green Tea -------------------------------------------------------------------------------

BASE = {"p": {"1": 10.0, "2": 20.0}}


def test_caret_hand_worked():
    # E(slow) is the baseline's mean over ALL its tests, (10 + 20) / 2 = 15, as in Green Tea.
    records = [
        EnergyRecord("p", 0, True, 2, {"1": 5.0, "2": 10.0}),  # both pass: E 7.5 vs 15 -> ERR 50, CARET 50
        EnergyRecord("p", 1, True, 2, {"1": 8.0}),  # one passes: 8 vs 15 -> ERR 46.67, x 1/2 -> 23.33
        EnergyRecord("p", 2, False, 2, {}),  # did not compile -> 0
        EnergyRecord("p", 3, True, 2, {}, unmeasured=1),  # 1 of 2 passed, unmeasured: neg-fill -0.5 x 1/2
    ]
    assert records[3].measurement_failed and not records[2].measurement_failed
    m = caret_metrics(records, BASE, human={"p": {"1": 6.0, "2": 9.0}})
    assert m["caret"] == pytest.approx((50 + 70 / 3 + 0 + 0) / 4)
    assert m["caret_strict"] == pytest.approx((50 + 0 + 0 + 0) / 4)
    assert m["caret_neg_fill"] == pytest.approx((50 + 70 / 3 + 0 - 0.25) / 4)
    assert m["energy_reduction"] == pytest.approx((50 + 140 / 3) / 2)  # over the valid (measured) outputs
    # Valid outputs: 7.5 J <= the expert's (6 + 9) / 2 = 7.5 J, 8 J > 7.5 J.
    assert m["beats_human"] == 50.0
    m2 = caret_metrics(records[:1], BASE, human={"p": {"1": 5.0, "2": 9.0}})
    assert m2["beats_human"] == 0.0  # 7.5 J > 7.0 J


def test_caret_of_the_baseline_itself_is_zero():
    same = EnergyRecord("p", 0, True, 2, dict(BASE["p"]))
    assert caret_metrics([same], BASE)["caret"] == 0.0


energies = st.floats(min_value=1e-9, max_value=1e3, allow_nan=False)


@settings(max_examples=200)
@given(
    st.lists(st.tuples(st.booleans(), st.dictionaries(st.sampled_from(["1", "2", "3"]), energies)), min_size=1),
    st.fixed_dictionaries({t: energies for t in ["1", "2", "3"]}),
)
def test_caret_is_at_most_100_and_strict_at_most_caret(rows, base):
    records = [EnergyRecord("p", i, compiled, 3, energy if compiled else {}) for i, (compiled, energy) in enumerate(rows)]
    m = caret_metrics(records, {"p": base})
    assert m["caret"] <= 100.0 and m["caret_strict"] <= 100.0
    # A fully correct record scores the same in both; partial ones score more (or less) in CARET only.
    assert all(caret_metrics([r], {"p": base})["caret"] == caret_metrics([r], {"p": base})["caret_strict"] for r in records if r.fully_correct)


def test_ipc_trap_rate():
    trapped = [EnergyRecord("a", 0, True, 1, {"1": 1.0}, ipc=1.0), EnergyRecord("a", 1, True, 1, {"1": 2.0}, ipc=3.0)]
    honest = [EnergyRecord("b", 0, True, 1, {"1": 1.0}, ipc=3.0), EnergyRecord("b", 1, True, 1, {"1": 2.0}, ipc=1.0)]
    alone = [EnergyRecord("c", 0, True, 1, {"1": 1.0}, ipc=1.0)]
    assert ipc_trap_rate(trapped + honest + alone) == 50.0
    assert ipc_trap_rate(alone) is None


# --- SIMD ------------------------------------------------------------------------------------


def test_pass_at_k_known_values():
    assert pass_at_k(10, 0, 1) == 0.0
    assert pass_at_k(10, 10, 5) == 1.0
    assert pass_at_k(10, 3, 1) == pytest.approx(0.3)
    assert pass_at_k(5, 2, 2) == pytest.approx(1 - math.comb(3, 2) / math.comb(5, 2))
    with pytest.raises(ValueError):
        pass_at_k(3, 4, 1)


@given(st.integers(1, 30).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n))))
def test_pass_at_k_is_a_probability_monotone_in_k(nc):
    n, c = nc
    values = [pass_at_k(n, c, k) for k in range(1, n + 1)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert all(a <= b + 1e-12 for a, b in zip(values, values[1:]))
    assert values[0] == pytest.approx(c / n)


def test_simd_hand_worked():
    samples = [
        SimdSample("t1", 0, True, 4.0),
        SimdSample("t1", 1, True, 0.5),  # correct but slower: not fast1
        SimdSample("t2", 0, False, None),
        SimdSample("t2", 1, True, 2.0),
    ]
    m = simd_metrics(samples, ks=(1, 2))
    assert m["corr"] == 75.0 and m["fast1"] == 50.0
    assert m["p50"] == pytest.approx(1.25)  # speedups 0, 0.5, 2, 4 -> median between 0.5 and 2
    assert m["p75"] == pytest.approx(2.5)
    assert m["pass@1"] == pytest.approx(75.0) and m["pass@2"] == 100.0


@given(st.lists(st.tuples(st.booleans(), st.floats(0.01, 100)), min_size=1, max_size=40))
def test_fast1_never_exceeds_corr(draws):
    m = simd_metrics([SimdSample("t", i, ok, s) for i, (ok, s) in enumerate(draws)])
    assert 0.0 <= m["fast1"] <= m["corr"] <= 100.0
    assert m["p50"] <= m["p75"]


def test_percentile_matches_linear_interpolation():
    assert percentile([1, 2, 3, 4], 50) == 2.5 and percentile([7], 75) == 7


# --- Bootstrap -------------------------------------------------------------------------------


def test_bootstrap_is_seeded_and_brackets_the_estimate():
    groups = [[1.0], [2.0], [3.0], [4.0], [10.0]]
    mean = lambda gs: sum(g[0] for g in gs) / len(gs)  # noqa: E731
    low, high = bootstrap_ci(groups, mean, seed=7)
    assert (low, high) == bootstrap_ci(groups, mean, seed=7)
    assert low <= mean(groups) <= high and low < high
    assert bootstrap_ci([[5.0]] * 4, mean) == (5.0, 5.0)
    with pytest.raises(ValueError, match="at least 1000"):
        bootstrap_ci(groups, mean, resamples=100)


def test_ranks_where_separation_is_by_intervals():
    # Rows without per-problem scores are separated by their intervals: the first two overlap,
    # both lie wholly above the last two, which overlap. (Paired cases: tests/evaluator/test_ranks.py.)
    rows = [(85, 95), (80, 92), (65, 75), (60, 71)]
    assert ranks(len(rows), lambda j, i: interval_ahead(rows[j], rows[i])) == [1, 1, 3, 3]


def test_submission_pass_at_k_for_whole_programs():
    """Problem a: 5 samples, 2 correct; b: 5 samples, none correct; c: 1 sample, correct (too
    few samples for pass@5). pass@1 = mean(2/5, 0, 1); pass@5 = mean(1 - C(3,5)/C(5,5) = 1, 0)."""
    from evaluator.metrics import Record
    from evaluator.metrics.summary import submission_results

    def record(pid, sample, ok):
        return Record(pid, sample, "pass" if ok else "wrong_answer", 2 if ok else 1, 2)

    records = [record("a", i, i < 2) for i in range(5)] + [record("b", i, False) for i in range(5)] + [record("c", 0, True)]
    m, _ = submission_results(records, ["a", "b", "c"], {})
    assert m["pass@1"] == pytest.approx(100.0 * (0.4 + 0.0 + 1.0) / 3)
    assert m["pass@5"] == pytest.approx(50.0)
    assert "pass@10" not in m  # nobody sampled 10
    assert m["correct"] == pytest.approx(200.0 / 3)  # best@k: a and c solved
