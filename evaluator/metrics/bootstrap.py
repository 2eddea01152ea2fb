"""95% bootstrap confidence intervals over problems, and ranks that tie where intervals overlap.

Resampling is over problems (the unit a benchmark samples), with replacement, seeded so the
same records always give the same interval. The bounds are percentiles with linear interpolation
(numpy.percentile's default), so 1000 resamples give positions 24.975 and 974.025 of the sorted
values (0-based), not 25 and 975.
"""
import random
from bisect import bisect_right
from collections.abc import Callable, Sequence

from evaluator.metrics.simd import percentile

RESAMPLES = 1000


def bootstrap_ci(groups: Sequence, statistic: Callable[[list], float], *, resamples: int = RESAMPLES,
                 seed: int = 0, level: float = 0.95) -> tuple[float, float]:
    """Percentile interval of `statistic` over resamples of `groups` (one group per problem)."""
    if not groups:
        raise ValueError("no problems to resample")
    if resamples < 1000:
        raise ValueError("use at least 1000 resamples")
    rng = random.Random(seed)
    n = len(groups)
    values = [statistic([groups[rng.randrange(n)] for _ in range(n)]) for _ in range(resamples)]
    return percentile_interval(values, level)


def percentile_interval(values: Sequence[float], level: float = 0.95) -> tuple[float, float]:
    """The central `level` interval of `values`: their (1 - level)/2 and (1 + level)/2 percentiles."""
    tail = 100.0 * (1.0 - level) / 2
    return percentile(list(values), tail), percentile(list(values), 100.0 - tail)


def overlapping_ranks(intervals: Sequence[tuple[float, float, float]]) -> list[int]:
    """Ranks for (value, low, high) rows (higher is better): 1 + the number of rows that are
    better beyond doubt (whose interval lies wholly above this row's). Rows whose intervals
    overlap therefore share a rank. Counted by bisection over the sorted lows: O(n log n)."""
    lows = sorted(low for _, low, _ in intervals)
    return [1 + len(lows) - bisect_right(lows, high) for _, _, high in intervals]
