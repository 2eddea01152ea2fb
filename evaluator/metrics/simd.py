"""SimdBench (arXiv 2507.15224) and AutoVecCoder (arXiv 2605.17978) metrics for SIMD tracks.

- pass@k: the unbiased estimator 1 - C(n-c, k) / C(n, k) per task (n samples, c correct),
  mean over tasks;
- Corr: percent of all samples that are correct;
- fast1: percent of ALL samples that are correct AND faster than the scalar reference;
- P50 / P75: percentiles of speedup over ALL samples, a failed sample counting as speedup 0
  (AutoVecCoder's table is only consistent with failures counted below 1; SimdBench itself
  gives incorrect samples -1 — we use 0 and say so on the methodology page).
Speedup here = simulated cycles of the scalar reference / cycles of the sample (deterministic),
where SimdBench divides wall-clock times on real hardware.
"""

from collections import defaultdict
from dataclasses import dataclass

FAILED_SPEEDUP = 0.0

# One-line definitions of what simd_metrics / mean_pass_at_k compute (evaluator.metrics.registry renders them).
PASS_AT_K = "the unbiased estimate 1 - C(n-c, {k}) / C(n, {k}) (n samples, c correct), mean over the problems with at least {k} sample(s)"
CORR = "share of all samples that are correct (SIMD: use intrinsics and pass the correctness program)"
FAST1 = "share of ALL samples that are correct and faster than the scalar reference (speedup > 1)"
P50 = "median speedup over all samples, speedup = scalar reference cycles / sample cycles (mean over sizes); a failed sample counts 0"
P75 = "75th percentile of the speedups P50 is the median of (a failed sample counts 0)"


@dataclass(frozen=True)
class SimdSample:
    task_id: str
    sample: int
    correct: bool
    speedup: float | None  # scalar cycles / sample cycles; None when not measured


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k for one task, in the numerically stable product form."""
    if not 0 <= c <= n or k < 1:
        raise ValueError(f"need 0 <= c <= n and k >= 1 (n={n}, c={c}, k={k})")
    if n - c < k:
        return 1.0
    result = 1.0
    for i in range(n - c + 1, n + 1):
        result *= 1.0 - k / i
    return 1.0 - result


def mean_pass_at_k(groups: list[list[bool]], k: int) -> float | None:
    """pass@k in percent, averaged over the problems (groups of per-sample correctness) that
    have at least k samples; None when none has."""
    eligible = [g for g in groups if len(g) >= k]
    if not eligible:
        return None
    return 100.0 * sum(pass_at_k(len(g), sum(g), k) for g in eligible) / len(eligible)


def percentile(values: list[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default), q in [0, 100]."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("percentile of no values")
    position = (len(ordered) - 1) * q / 100.0
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def simd_metrics(samples: list[SimdSample], ks: tuple[int, ...] = (1,)) -> dict[str, float | int | None]:
    if not samples:
        return {"corr": 0.0, "fast1": 0.0, "p50": 0.0, "p75": 0.0, "samples": 0}
    by_task: dict[str, list[SimdSample]] = defaultdict(list)
    for s in samples:
        by_task[s.task_id].append(s)
    speedups = [s.speedup if s.correct and s.speedup is not None else FAILED_SPEEDUP for s in samples]
    result: dict[str, float | int | None] = {
        "corr": 100.0 * sum(s.correct for s in samples) / len(samples),
        "fast1": 100.0 * sum(s.correct and (s.speedup or 0) > 1.0 for s in samples) / len(samples),
        "p50": percentile(speedups, 50),
        "p75": percentile(speedups, 75),
        "samples": len(samples),
        "tasks": len(by_task),
    }
    for k in ks:
        result[f"pass@{k}"] = mean_pass_at_k([[s.correct for s in t] for t in by_task.values()], k)
    return result
