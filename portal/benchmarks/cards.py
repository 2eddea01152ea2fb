"""Benchmark cards: what a benchmark measures, its metric formulas (as in METRICS.md), problem
counts per split, the machine profile and backend, version and changelog. Public by design:
nothing hidden is read here."""
from django.db.models import Count, Q

from sim_runner.profiles import get_profile

from .models import Benchmark

PROGRAM_METRICS = {
    "correct": "Correct % = share of the benchmark's problems whose best sample passes every hidden test "
               "(a problem without a sample counts as unsolved).",
    "speedup": "Speedup (PIE) = mean over problems of max(1, T(baseline) / T(best correct sample)), T = simulated "
               "seconds summed over the tests; incorrect or slower samples count 1.0.",
    "pct_opt": "%Opt = share of problems whose best-sample speedup is at least 1.10.",
    "caret": "CARET (Green Tea) = mean over all samples of ERR x tests passed / tests, "
             "ERR = (E(baseline) - E(sample)) / E(baseline) x 100 over the tests the sample passed; 0 if nothing ran.",
    "ipc_trap_rate": "IPC-trap rate = share of problems whose lowest-energy sample has lower IPC than its "
                     "highest-energy sample.",
}
SIMD_METRICS = {
    "corr": "Corr = share of all samples that use intrinsics and pass the correctness program.",
    "pass@1": "pass@1 = the unbiased estimator 1 - C(n-c, 1)/C(n, 1), mean over tasks.",
    "fast1": "fast1 (AutoVecCoder) = share of ALL samples that are correct and faster than the scalar reference.",
    "p50": "P50 / P75 = percentiles of the speedup over all samples (scalar cycles / sample cycles, mean of "
           "three sizes); a failed sample counts 0.",
}


def benchmark_card(benchmark: Benchmark) -> dict:
    counts = benchmark.problems.aggregate(total=Count("id"), held_out=Count("id", filter=Q(split="heldout")),
                                          dev=Count("id", filter=Q(split="dev")))
    simd = benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH
    return {
        "slug": benchmark.slug, "name": benchmark.name, "description": benchmark.description,
        "task_format": benchmark.task_format, "primary_metric": benchmark.primary_metric,
        "metrics": SIMD_METRICS if simd else PROGRAM_METRICS,
        "problems": counts, "profile": benchmark.profile, "toolchain": get_profile(benchmark.profile).toolchain(),
        "backend": benchmark.backend,
        "machine": "skylake" if benchmark.backend != "native" else None,
        "version": benchmark.version, "changelog": benchmark.changelog,
    }
