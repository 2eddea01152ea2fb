"""All the metrics a submission's records support, in one dict (what leaderboards show).

Correctness always; for whole-program benchmarks, PIE speedup and Green Tea's CARET where the
benchmark's baselines were measured with the same profile and backend (the denominators of
both); for SIMD-function benchmarks, SimdBench/AutoVecCoder's pass@1, Corr, fast1, P50, P75.
"""
from evaluator.metrics.correctness import Record, correctness_metrics
from evaluator.metrics.green_tea import EnergyRecord, caret_metrics, ipc_trap_rate
from evaluator.metrics.pie import PieSample, pie_metrics
from evaluator.metrics.simd import SimdSample, simd_metrics


def submission_metrics(records: list[Record], problem_ids: list[str], baselines: dict[str, dict[str, dict]],
                       *, task_format: str = "program") -> dict:
    """`baselines[problem_id][test_name]` = the slow program's costs on that test."""
    metrics = correctness_metrics(records, problem_ids)
    if task_format == "simdbench":
        samples = [SimdSample(r.problem_id, r.sample, r.correct, r.simd_speedup) for r in records]
        simd = simd_metrics(samples)
        metrics.update({key: (round(value, 6) if isinstance(value, float) else value) for key, value in simd.items()
                        if key in ("corr", "fast1", "p50", "p75", "pass@1")})
        return metrics
    measured = [pid for pid in problem_ids if baselines.get(pid)]
    if not measured:
        return metrics
    in_scope = [r for r in records if r.problem_id in baselines]
    k = max((r.sample for r in in_scope), default=0) + 1
    samples = [
        PieSample(r.problem_id, r.sample, r.correct and len(r.costs) == r.tests_total,
                  sum(c["seconds"] for c in r.costs.values()))
        for r in in_scope
    ]
    slow = {pid: sum(c["seconds"] for c in baselines[pid].values()) for pid in measured}
    # A problem without any sample counts speedup 1.0 whatever its baseline (PIE's mean is over
    # all problems); its baseline need not have been measured (the evaluator measures a
    # problem's baseline when it first evaluates a sample of it).
    attempted = {r.problem_id for r in records}
    slow |= {pid: 1.0 for pid in problem_ids if pid not in attempted and pid not in slow}
    pie = pie_metrics(samples, slow, k=k)
    metrics.update({"speedup": round(pie["speedup"], 6), "pct_opt": round(pie["pct_opt"], 4), "k": k})
    energy_records = [
        EnergyRecord(r.problem_id, r.sample, r.verdict != "compile_error", r.tests_total,
                     {t: c["energy"] for t, c in r.costs.items()}, ipc=_ipc(r))
        for r in in_scope
    ]
    energy_baseline = {pid: {t: c["energy"] for t, c in baselines[pid].items()} for pid in measured}
    caret = caret_metrics(energy_records, energy_baseline)
    metrics.update({key: round(caret[key], 6) for key in ("caret", "caret_strict", "energy_reduction") if key in caret})
    metrics["ipc_trap_rate"] = ipc_trap_rate(energy_records)
    return metrics


def _ipc(record: Record) -> float | None:
    values = [c["ipc"] for c in record.costs.values() if c.get("ipc") is not None]
    return sum(values) / len(values) if values else None
