"""PIE ("Learning Performance-Improving Code Edits", ICLR 2024), as in its gem5_eval.py:

- a generation is correct only when it passes every test; its runtime is the sum over its tests
  (simulated seconds), +inf when not correct;
- per problem (a slow/fast pair): rt_best@k = min over the first k samples;
  speedup_best@k = max(1.0, T(slow) / rt_best@k): incorrect or slower programs count as 1.0;
- Correct% = mean over problems of [best@k is correct]; Speedup = mean of speedup_best@k;
  %Opt@t = mean of [speedup_best@k >= t] (t = 1.10 is PIE's headline, 1.25 ... beside it);
- human reference speedup = T(slow) / T(human), no floor.
Problems with no generation count as incorrect with speedup 1.0 (the mean is over all problems).
"""

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # not at run time: the metrics load no sim_runner
    from sim_runner.jsontypes import Json

THRESHOLDS = (1.10, 1.25, 1.5, 2.0, 4.0)

# One-line definitions of what pie_metrics computes (evaluator.metrics.registry renders them).
SPEEDUP = (
    "mean over all problems of max(1, T(slow) / T(fastest correct sample among the first k)), T = simulated "
    "seconds summed over the tests; a problem with no correct or no faster sample counts 1.0"
)
PCT_OPT = "share of all problems whose best@k speedup (as in Speedup) is at least 1.10"


@dataclass(frozen=True)
class PieSample:
    problem_id: str
    sample: int
    correct: bool
    runtime: float  # simulated seconds summed over the tests; ignored when not correct


def best_at_k(samples: list[PieSample], k: int) -> float:
    """rt_best@k over the first k samples (by sample number): +inf when none is correct."""
    chosen = sorted(samples, key=lambda s: s.sample)[:k]
    return min((s.runtime for s in chosen if s.correct), default=math.inf)


def speedup(slow_runtime: float, best_runtime: float) -> float:
    return max(1.0, slow_runtime / best_runtime) if best_runtime > 0 else 1.0


def pie_metrics(samples: list[PieSample], slow_runtime: dict[str, float], k: int, human_runtime: dict[str, float] | None = None) -> "Json":
    by_problem: dict[str, list[PieSample]] = defaultdict(list)
    for s in samples:
        by_problem[s.problem_id].append(s)
    problems = sorted(slow_runtime)
    if not problems:
        return {"correct": 0.0, "speedup": 1.0, "pct_opt": 0.0, "k": k, "problems": 0}
    best = {p: best_at_k(by_problem.get(p, []), k) for p in problems}
    speedups = {p: speedup(slow_runtime[p], best[p]) for p in problems}
    result: Json = {
        "correct": 100.0 * sum(math.isfinite(best[p]) for p in problems) / len(problems),
        "speedup": sum(speedups.values()) / len(problems),
        "pct_opt": 100.0 * sum(v >= 1.10 for v in speedups.values()) / len(problems),
        "pct_opt_at": {f"{t:g}": 100.0 * sum(v >= t for v in speedups.values()) / len(problems) for t in THRESHOLDS},
        "k": k,
        "problems": len(problems),
        "per_problem": speedups,  # for confidence intervals over problems
    }
    if human_runtime:
        ratios = [slow_runtime[p] / human_runtime[p] for p in problems if human_runtime.get(p)]
        result["human_speedup"] = sum(ratios) / len(ratios) if ratios else None
    return result
