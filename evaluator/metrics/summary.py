"""All the metrics a submission's records support, in one dict (what leaderboards show).

Correctness always; for whole-program benchmarks, PIE speedup and Green Tea's CARET where the
benchmark's baselines were measured with the same profile and backend (the denominators of
both); for SIMD-function benchmarks, SimdBench/AutoVecCoder's pass@1, Corr, fast1, P50, P75.
"""
from evaluator.metrics.bootstrap import bootstrap_ci
from evaluator.metrics.correctness import Record, correctness_metrics
from evaluator.metrics.green_tea import EnergyRecord, caret_metrics, ipc_trap_rate
from evaluator.metrics.pie import PieSample, pie_metrics
from evaluator.metrics.simd import SimdSample, mean_pass_at_k, simd_metrics

PASS_KS = (1, 5, 10)  # pass@k reported for each k that some problem has at least k samples for


def submission_metrics(records: list[Record], problem_ids: list[str], baselines: dict[str, dict[str, dict]],
                       *, task_format: str = "program", experts: dict[str, dict[str, dict]] | None = None) -> dict:
    """`baselines[problem_id][test_name]` = the slow program's costs on that test; `experts` the
    human expert program's (for the human-reference speedup and beats-human). Every headline
    metric comes with its 95% bootstrap interval over problems (`<name>_ci`)."""
    metrics = correctness_metrics(records, problem_ids)
    most_samples = max((len(group) for group in _grouped(records, lambda r: r.problem_id)), default=0)
    ks = tuple(k for k in PASS_KS if k <= max(most_samples, 1))
    if task_format == "simdbench":
        samples = [SimdSample(r.problem_id, r.sample, r.correct, r.simd_speedup) for r in records]
        simd = simd_metrics(samples, ks=ks)
        metrics.update({key: (round(value, 6) if isinstance(value, float) else value) for key, value in simd.items()
                        if key in ("corr", "fast1", "p50", "p75") or key.startswith("pass@")})
        if samples:
            by_task = _grouped(samples, lambda s: s.task_id)
            metrics["fast1_ci"] = _ci(by_task, lambda group: 100.0 * sum(
                s.correct and (s.speedup or 0) > 1.0 for s in group) / len(group))
        return metrics
    metrics.update(_pass_at(records, ks))
    experts = experts or {}
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
    human = {pid: sum(c["seconds"] for c in experts[pid].values()) for pid in measured if experts.get(pid)}
    pie = pie_metrics(samples, slow, k=k, human_runtime=human or None)
    per_problem = list(pie["per_problem"].values())
    metrics.update({"speedup": round(pie["speedup"], 6), "pct_opt": round(pie["pct_opt"], 4), "k": k,
                    "speedup_ci": _ci([[v] for v in per_problem], lambda group: sum(group) / len(group)),
                    "pct_opt_ci": _ci([[v] for v in per_problem], lambda group: 100.0 * sum(v >= 1.10 for v in group) / len(group))})
    if pie.get("human_speedup") is not None:
        metrics["human_speedup"] = round(pie["human_speedup"], 6)
    energy_baseline = {pid: {t: c["energy"] for t, c in baselines[pid].items()} for pid in measured}
    seconds_baseline = {pid: {t: c["seconds"] for t, c in baselines[pid].items()} for pid in measured}
    human_energy = {pid: {t: c["energy"] for t, c in experts[pid].items()} for pid in measured if experts.get(pid)}
    energy_records = [
        EnergyRecord(r.problem_id, r.sample, compiled=r.verdict != "compile_error" and r.tests_total > 0,
                     # Green Tea's num_inputs is the problem's test count even when nothing ran (no
                     # program came back): such a record scores 0 and still counts in CARET's mean.
                     num_inputs=r.tests_total or len(energy_baseline[r.problem_id]),
                     energy={t: c["energy"] for t, c in r.costs.items()},
                     seconds={t: c["seconds"] for t, c in r.costs.items()}, ipc=_ipc(r), unmeasured=r.unmeasured)
        for r in in_scope
    ]
    caret = caret_metrics(energy_records, energy_baseline, human=human_energy or None,
                          baseline_seconds=seconds_baseline)
    metrics.update({key: round(caret[key], 6) for key in
                    ("caret", "caret_strict", "caret_neg_fill", "energy_reduction", "edp_reduction", "beats_human")
                    if key in caret})
    if caret.get("per_record"):
        by_problem = _grouped(caret["per_record"], lambda pair: pair[0])
        metrics["caret_ci"] = _ci(by_problem, lambda group: sum(v for _, v in group) / len(group))
    metrics["ipc_trap_rate"] = ipc_trap_rate(energy_records)
    return metrics


def _pass_at(records: list[Record], ks: tuple[int, ...]) -> dict:
    """pass@k of whole programs (all hidden tests passed), the unbiased estimator averaged over
    the problems with at least k samples (as for SIMD tasks); None when no problem has k."""
    groups = [[r.correct for r in group] for group in _grouped(records, lambda r: r.problem_id)]
    return {f"pass@{k}": None if (value := mean_pass_at_k(groups, k)) is None else round(value, 6) for k in ks}


def _grouped(items, key) -> list[list]:
    groups: dict = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return list(groups.values())


def _ci(groups: list[list], statistic) -> list[float]:
    """95% bootstrap interval over problems: each resample draws whole problems (groups)."""
    low, high = bootstrap_ci(groups, lambda sample: statistic([item for group in sample for item in group]))
    return [round(low, 6), round(high, 6)]


def _ipc(record: Record) -> float | None:
    values = [c["ipc"] for c in record.costs.values() if c.get("ipc") is not None]
    return sum(values) / len(values) if values else None
