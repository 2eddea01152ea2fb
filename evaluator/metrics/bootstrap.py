"""95% bootstrap confidence intervals over problems, paired comparisons of two models, and the
leaderboard's ranks.

Resampling is over problems (the unit a benchmark samples), with replacement, seeded so the
same records always give the same interval. The bounds are percentiles with linear interpolation
(numpy.percentile's default), so 1000 resamples give positions 24.975 and 974.025 of the sorted
values (0-based), not 25 and 975.

Two models are compared on the problems both answered, paired: each resample draws those problems
(the same draws for both), and the interval is that of the difference of their metric. Ranks
come from those comparisons (RANK_RULE); they never go down a board sorted by the primary metric.
"""

import random
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import TypeVar

from evaluator.metrics.simd import percentile

T = TypeVar("T")  # a problem's group (its samples, its score...)

RESAMPLES = 1000
LEVEL = 0.95

INTERVAL = (
    f"95% bootstrap interval over problems: the problems are resampled with replacement {RESAMPLES} times "
    "(seeded), the metric recomputed on each resample, the 2.5th to 97.5th percentile of the results"
)
SEPARATED = (
    "a row is separated from a row below it when a paired bootstrap over the problems both answered puts it "
    f"ahead at 95%: the interval of the difference of their primary metric ({RESAMPLES} resamples of those "
    "problems, the same draws for both) lies wholly above 0"
)
UNPAIRED = (
    "a pair that could not be paired (a row without per-problem scores of the primary metric, as rows finished "
    "before they were kept) is separated when the upper row's 95% interval lies wholly above the lower row's"
)
RANK_RULE = "a row's rank is 1 + the number of rows above it that are separated from it or from a row between the two"
RANK_CONSEQUENCES = (
    "ranks never go down the board and two separated rows never share a rank, while rows that are not "
    "separated can still differ: A separated from C but neither from B reads 1, 1, 2"
)


@lru_cache(maxsize=4)
def _resamples(n: int, resamples: int, seed: int) -> tuple[tuple[int, ...], ...]:
    """The indices each resample draws from n problems: the same seed always draws the same."""
    rng = random.Random(seed)
    return tuple(tuple(rng.randrange(n) for _ in range(n)) for _ in range(resamples))


def bootstrap_ci(
    groups: Sequence[T], statistic: Callable[[list[T]], float], *, resamples: int = RESAMPLES, seed: int = 0, level: float = LEVEL
) -> tuple[float, float]:
    """Percentile interval of `statistic` over resamples of `groups` (one group per problem)."""
    if not groups:
        raise ValueError("no problems to resample")
    if resamples < 1000:
        raise ValueError("use at least 1000 resamples")
    values = [statistic([groups[i] for i in draw]) for draw in _resamples(len(groups), resamples, seed)]
    return percentile_interval(values, level)


def bootstrap_cis(
    groups: Sequence[T], statistics: Callable[[list[T]], Mapping[str, float | None]], *, resamples: int = RESAMPLES, seed: int = 0, level: float = LEVEL
) -> dict[str, tuple[float, float]]:
    """bootstrap_ci of several metrics computed together on each resample (`statistics` returns
    them by key, from the drawn groups in draw order: a problem drawn twice is two problems). A
    metric undefined (None) on some resample gets no interval."""
    if not groups:
        raise ValueError("no problems to resample")
    if resamples < 1000:
        raise ValueError("use at least 1000 resamples")
    values: dict[str, list[float]] = {}
    for draw in _resamples(len(groups), resamples, seed):
        for key, value in statistics([groups[i] for i in draw]).items():
            if value is not None:
                values.setdefault(key, []).append(value)
    return {key: percentile_interval(found, level) for key, found in values.items() if len(found) == resamples}


def percentile_interval(values: Sequence[float], level: float = LEVEL) -> tuple[float, float]:
    """The central `level` interval of `values`: their (1 - level)/2 and (1 + level)/2 percentiles."""
    tail = 100.0 * (1.0 - level) / 2
    return percentile(list(values), tail), percentile(list(values), 100.0 - tail)


def paired_interval(
    a: Mapping[str, float],
    b: Mapping[str, float],
    weights_a: Mapping[str, float] | None = None,
    weights_b: Mapping[str, float] | None = None,
    *,
    resamples: int = RESAMPLES,
    seed: int = 0,
    level: float = LEVEL,
) -> tuple[float, float] | None:
    """The `level` interval of metric(a) - metric(b) over resamples of the problems both have a
    score for (None when they share none). A metric is the mean of its per-problem scores, or,
    with weights (a problem's number of samples, for metrics averaged over samples), their
    weighted mean: sum(weight x score) / sum(weight), as the metric itself is computed."""
    common = sorted(a.keys() & b.keys())
    if not common:
        return None
    if resamples < 1000:
        raise ValueError("use at least 1000 resamples")
    n, draws = len(common), _resamples(len(common), resamples, seed)

    def constant(weights: Mapping[str, float] | None) -> bool:
        return weights is None or len({weights[p] for p in common}) == 1

    if constant(weights_a) and constant(weights_b):  # equal weights: the mean of the differences
        d = [a[p] - b[p] for p in common]
        values = [sum(map(d.__getitem__, draw)) / n for draw in draws]
    else:
        wa = [weights_a[p] if weights_a else 1.0 for p in common]
        wb = [weights_b[p] if weights_b else 1.0 for p in common]
        xa, xb = [w * a[p] for w, p in zip(wa, common)], [w * b[p] for w, p in zip(wb, common)]
        values = [
            sum(map(xa.__getitem__, draw)) / sum(map(wa.__getitem__, draw)) - sum(map(xb.__getitem__, draw)) / sum(map(wb.__getitem__, draw)) for draw in draws
        ]
    return percentile_interval(values, level)


def separation(interval: tuple[float, float] | None) -> int:
    """+1: the first model is ahead beyond doubt (the difference's interval lies above 0); -1:
    the second is; 0: not separated (the interval holds 0, or there was nothing to compare)."""
    if interval is None:
        return 0
    return 1 if interval[0] > 0 else -1 if interval[1] < 0 else 0


def ranks(n: int, ahead: Callable[[int, int], bool]) -> list[int]:
    """Ranks of n rows in board order (best first) by RANK_RULE; ahead(j, i), j < i: whether row
    j is separated from row i (ahead of it beyond doubt). Row i's rank is 1 + |{j < i: ahead(j, m)
    for some m with j < m <= i}|: that set only grows down the board, so ranks never go down, and
    ahead(j, i) puts j in row i's set and not in row j's, so separated rows never share a rank.
    A row already counted is not asked about again: far-apart rows cost one question each."""
    result: list[int] = []
    counted: set[int] = set()
    for i in range(n):
        counted.update(j for j in range(i) if j not in counted and ahead(j, i))
        result.append(1 + len(counted))
    return result


def interval_ahead(upper: tuple[float, float] | None, lower: tuple[float, float] | None) -> bool:
    """Whether a row with 95% interval `upper` is ahead of one with `lower` beyond doubt by their
    intervals alone (they do not overlap): for rows without per-problem scores to pair."""
    return upper is not None and lower is not None and upper[0] > lower[1]
