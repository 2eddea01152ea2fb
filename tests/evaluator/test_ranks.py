"""Ranks from paired comparisons (evaluator.metrics.bootstrap), cases worked out by hand.

The rule (RANK_RULE): rows in board order, best first; a row's rank is 1 + the number of rows
above it that are separated from it or from a row between the two. Separated (SEPARATED): a
paired bootstrap over the problems both answered puts the upper row ahead at 95%.
"""

import pytest

from evaluator.metrics.bootstrap import (
    RANK_RULE,
    bootstrap_ci,
    interval_ahead,
    paired_interval,
    percentile_interval,
    ranks,
    separation,
)


def by_intervals(intervals):
    """Rank rows by the rule, a pair separated when its intervals do not overlap."""
    return ranks(len(intervals), lambda j, i: interval_ahead(intervals[j], intervals[i]))


def naive_overlap_ranks(intervals):
    """The rule the board had: 1 + the number of rows whose interval lies wholly above this one's."""
    return [1 + sum(other[0] > high for other in intervals) for _, high in intervals]


# --- The rank rule ---------------------------------------------------------------------------


def test_the_issues_chain():
    # A [10, 12], B [8, 11], C [5, 9]: A-B overlap, B-C overlap, A-C do not (10 > 9).
    # A: nothing above -> 1. B: A not separated from it -> 1. C: A is separated from C -> 2.
    # B and C are not separated, yet C cannot share B's rank without sharing A's too: the rule
    # says so (C counts A, which is separated from C itself).
    assert by_intervals([(10, 12), (8, 11), (5, 9)]) == [1, 1, 2]


def test_where_the_naive_overlap_rule_reads_1_2_1_3():
    # Sorted by value: A 11 [10, 12], B 8.5 [7, 9.5], C 8 [5, 10.5], D 4 [3, 6].
    rows = [(10, 12), (7, 9.5), (5, 10.5), (3, 6)]
    # "1 + rows wholly above": A 1; B 2 (A's 10 > 9.5); C 1 (no low above 10.5); D 3 (A, B): out of order.
    assert naive_overlap_ranks(rows) == [1, 2, 1, 3]
    # Separated pairs: A-B (10 > 9.5), A-D (10 > 6), B-D (7 > 6); not A-C, B-C, C-D.
    # A 1. B: {A} -> 2. C: separated from nobody above, but A is separated from B, a row between
    # A and C -> {A} -> 2. D: {A, B} -> 3 (C is not separated from D, nor from anything below it).
    assert by_intervals(rows) == [1, 2, 2, 3]


def test_a_row_counts_a_row_separated_from_one_between():
    # Given separations directly: only (0, 1). Row 2 is separated from neither row above, yet row
    # 0 is separated from row 1, between them: row 2 ranks with row 1, not with row 0.
    assert ranks(3, lambda j, i: (j, i) == (0, 1)) == [1, 2, 2]
    # Only (1, 2): row 0 is separated from nobody, so rows 0 and 1 share 1 and row 2 counts row 1.
    assert ranks(3, lambda j, i: (j, i) == (1, 2)) == [1, 1, 2]
    # Nothing separated: one rank; everything separated: 1, 2, 3, 4.
    assert ranks(4, lambda j, i: False) == [1, 1, 1, 1]
    assert ranks(4, lambda j, i: True) == [1, 2, 3, 4]
    assert ranks(0, lambda j, i: True) == []


def test_a_counted_row_is_not_asked_again():
    asked = []

    def ahead(j, i):
        asked.append((j, i))
        return True

    ranks(4, ahead)
    assert asked == [(0, 1), (1, 2), (2, 3)]  # row 0 is counted from row 1 on: never asked again
    assert RANK_RULE.startswith("a row's rank is 1 + the number of rows above it")


# --- The paired bootstrap --------------------------------------------------------------------


def test_identical_scores_are_not_separated():
    scores = {"p1": 1.0, "p2": 3.0, "p3": 8.0, "p4": 2.5}
    # Every difference is 0, so every resample's mean difference is 0: the interval is [0, 0],
    # which holds 0.
    assert paired_interval(scores, dict(scores)) == (0.0, 0.0)
    assert separation(paired_interval(scores, dict(scores))) == 0


def test_better_on_every_problem_by_a_wide_margin_is_separated():
    worse = {f"p{i}": float(i) for i in range(10)}
    better = {p: v + 50.0 for p, v in worse.items()}
    # Every difference is 50: every resample's mean is 50, so the interval is [50, 50] (> 0).
    assert paired_interval(better, worse) == pytest.approx((50.0, 50.0))
    assert separation(paired_interval(better, worse)) == 1
    assert separation(paired_interval(worse, better)) == -1


def test_pairing_separates_what_overlapping_intervals_cannot():
    # Problems of very different difficulty, one model 0.5 ahead on each: each model's own
    # interval is wide (it depends on which problems are drawn) and the two overlap, but the
    # differences are all 0.5, so the paired interval is [0.5, 0.5].
    b = {f"p{i}": 10.0 * i for i in range(8)}
    a = {p: v + 0.5 for p, v in b.items()}
    mean = lambda sample: sum(sample) / len(sample)  # noqa: E731
    own_a, own_b = bootstrap_ci(list(a.values()), mean), bootstrap_ci(list(b.values()), mean)
    assert own_a[0] < own_b[1]  # the unpaired intervals overlap
    assert paired_interval(a, b) == pytest.approx((0.5, 0.5)) and separation(paired_interval(a, b)) == 1


def test_only_the_problems_both_answered_count():
    a = {"p1": 100.0, "p2": 5.0, "p3": 5.0}
    b = {"p2": 4.0, "p3": 4.0, "p4": -100.0}
    # Shared: p2, p3, difference 1 on each; p1 and p4 do not count.
    assert paired_interval(a, b) == pytest.approx((1.0, 1.0))
    assert paired_interval({"p1": 1.0}, {"p2": 1.0}) is None and separation(None) == 0


def test_a_mixed_difference_is_read_from_the_seeded_resamples():
    # Differences 1 and -1 on two problems: a resample of two has mean -1 (p = 1/4), 0 (1/2) or
    # 1 (1/4); among 1000 seeded resamples far more than 25 fall at each end, so the 2.5th and
    # 97.5th percentiles are -1 and 1: not separated. The same draws as bootstrap_ci's.
    a, b = {"p1": 2.0, "p2": 0.0}, {"p1": 1.0, "p2": 1.0}
    assert paired_interval(a, b) == (-1.0, 1.0) and separation(paired_interval(a, b)) == 0
    assert paired_interval(a, b) == bootstrap_ci([1.0, -1.0], lambda s: sum(s) / len(s))


def test_weighted_metrics_compare_their_own_weighted_means():
    # CARET and fast1 average over samples: a problem weighs its number of samples. On every
    # resample the statistic is sum(w x score) / sum(w) of each model, then their difference:
    # the same values as bootstrap_ci computing that statistic on the same draws.
    a, wa = {"p1": 10.0, "p2": 0.0, "p3": 4.0}, {"p1": 1, "p2": 3, "p3": 2}
    b, wb = {"p1": 0.0, "p2": 0.0, "p3": 1.0}, {"p1": 1, "p2": 1, "p3": 1}
    common = ["p1", "p2", "p3"]

    def difference(sample):
        mean = lambda s, w: sum(w[p] * s[p] for p in sample) / sum(w[p] for p in sample)  # noqa: E731
        return mean(a, wa) - mean(b, wb)

    assert paired_interval(a, b, wa, wb) == pytest.approx(bootstrap_ci(common, difference))
    # Equal weights everywhere reduce to the plain mean of the differences.
    ones = dict.fromkeys(common, 4)
    assert paired_interval(a, b, ones, ones) == paired_interval(a, b)
    assert percentile_interval([0.0] * 10) == (0.0, 0.0)
