"""All the metrics a submission's records support, in one dict (what leaderboards show), and the
per-problem scores behind them (what ranks and charts read).

Correctness always; for whole-program benchmarks, PIE speedup and Green Tea's CARET where the
benchmark's baselines were measured with the same profile and backend (the denominators of
both); for SIMD-function benchmarks, SimdBench/AutoVecCoder's pass@1, Corr, fast1, P50, P75.
Definitions: evaluator.metrics.registry.
"""

import math
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from evaluator.costs import TestCosts

from evaluator.metrics.bootstrap import bootstrap_ci, bootstrap_cis
from evaluator.metrics.correctness import Record, correctness_metrics
from evaluator.metrics.green_tea import EnergyRecord, caret_metrics, generation_point, ipc_trap_rate, program_ipc
from evaluator.metrics.pie import PieSample, best_at_k, pie_metrics, speedup
from evaluator.metrics.simd import FAILED_SPEEDUP, SimdSample, mean_pass_at_k, simd_metrics

if TYPE_CHECKING:  # not at run time: the metrics load no sim_runner
    from sim_runner.jsontypes import Json

T = TypeVar("T")

PASS_KS = (1, 5, 10)  # pass@k reported for each k that some problem has at least k samples for


def submission_results(
    records: list[Record],
    problem_ids: list[str],
    baselines: dict[str, dict[str, TestCosts]],
    *,
    task_format: str = "program",
    experts: dict[str, dict[str, TestCosts]] | None = None,
) -> "tuple[Json, Json]":
    """(metrics, scores). `baselines[problem_id][test_name]` = the slow program's costs on that
    test; `experts` the human expert program's (for the human-reference speedup and beats-human).
    The registry's interval metrics come with their 95% bootstrap interval over problems (`<name>_ci`).

    `scores`, stored with a finished submission (never recomputed per request):
    - "answered": the problems the submission has a sample for (paired comparisons use those
      both models answered);
    - "per_problem": {metric: {problem: score}} for the registry's per-problem metrics: the mean
      of a problem's scores is the metric, or, for metrics over samples ("weights": {metric:
      {problem: its number of samples}}), their weighted mean;
    - "best_speedup": per problem, the best speedup of a correct sample (None: not solved), the
      heatmap's cells; "samples" (SIMD): per task, every sample's speedup (P50/P75's population);
      "points": every fully correct, measured sample against its reference (green_tea.generation_point).
    """
    metrics = correctness_metrics(records, problem_ids)
    correct = {r.problem_id for r in records if r.correct}
    solved = {pid: 100.0 * (pid in correct) for pid in problem_ids}
    scores: dict[str, Any] = {
        "answered": sorted({r.problem_id for r in records}),
        "per_problem": {"correct": solved},
        "weights": {},
        "best_speedup": {},
        "points": [],
    }
    most_samples = max((len(group) for group in _grouped(records, lambda r: r.problem_id)), default=0)
    ks = tuple(k for k in PASS_KS if k <= max(most_samples, 1))
    if task_format == "simdbench":
        samples = [SimdSample(r.problem_id, r.sample, r.correct, r.simd_speedup) for r in records]
        simd = simd_metrics(samples, ks=ks)
        metrics.update(
            {
                key: (round(value, 6) if isinstance(value, float) else value)
                for key, value in simd.items()
                if key in ("corr", "fast1", "p50", "p75") or key.startswith("pass@")
            }
        )
        if samples:
            by_task = _grouped(samples, lambda s: s.task_id)

            def fast1(group: list[SimdSample]) -> float:
                return 100.0 * sum(s.correct and (s.speedup or 0) > 1.0 for s in group) / len(group)

            metrics["fast1_ci"] = _ci(by_task, fast1)
            interval_keys = ("corr", "p50", "p75", *(f"pass@{k}" for k in ks))
            metrics |= _cis(
                by_task, lambda drawn: simd_metrics([replace(s, task_id=str(i)) for i, group in enumerate(drawn) for s in group], ks=ks), interval_keys
            )
            scores["per_problem"]["fast1"] = {group[0].task_id: fast1(group) for group in by_task}
            scores["weights"]["fast1"] = {group[0].task_id: len(group) for group in by_task}
        ordered = sorted(samples, key=lambda s: (s.task_id, s.sample))
        scores["samples"] = {s.task_id: [] for s in ordered}
        for s in ordered:
            scores["samples"][s.task_id].append(s.speedup if s.correct and s.speedup is not None else FAILED_SPEEDUP)
        scores["best_speedup"] = dict.fromkeys(problem_ids)
        for s in samples:
            if s.correct and s.speedup is not None:
                scores["best_speedup"][s.task_id] = max(scores["best_speedup"].get(s.task_id) or 0.0, s.speedup)
        for r in sorted(records, key=lambda r: (r.problem_id, r.sample)):
            point = generation_point(_simd_runs(r.costs, "SIMD"), _simd_runs(r.costs, "Scalar")) if r.correct else None
            if point:
                if r.simd_speedup is not None:
                    point["speedup"] = r.simd_speedup  # the cycles ratio fast1/P50 use (mean over sizes)
                scores["points"].append({"problem_id": r.problem_id, "sample": r.sample, **point})
        return metrics, scores
    metrics.update(_pass_at(records, ks))
    by_problem = [[r.correct for r in group] for group in _grouped(records, lambda r: r.problem_id)]
    if by_problem:
        metrics |= _cis(by_problem, lambda drawn: {f"pass@{k}": mean_pass_at_k(drawn, k) for k in ks}, [f"pass@{k}" for k in ks])
    experts = experts or {}
    measured = [pid for pid in problem_ids if baselines.get(pid)]
    measured_set = set(measured)
    if not measured:
        return metrics, scores
    in_scope = [r for r in records if r.problem_id in baselines]
    k = max((r.sample for r in in_scope), default=0) + 1
    pie_samples = [
        PieSample(r.problem_id, r.sample, r.correct and len(r.costs) == r.tests_total, sum(c["seconds"] for c in r.costs.values())) for r in in_scope
    ]
    slow = {pid: sum(c["seconds"] for c in baselines[pid].values()) for pid in measured}
    # A problem without any sample counts speedup 1.0 whatever its baseline (PIE's mean is over
    # all problems); its baseline need not have been measured (the evaluator measures a
    # problem's baseline when it first evaluates a sample of it).
    attempted = {r.problem_id for r in records}
    slow |= {pid: 1.0 for pid in problem_ids if pid not in attempted and pid not in slow}
    human = {pid: sum(c["seconds"] for c in experts[pid].values()) for pid in measured if experts.get(pid)}
    pie = pie_metrics(pie_samples, slow, k=k, human_runtime=human or None)
    per_problem = list(pie["per_problem"].values())
    scores["per_problem"]["speedup"] = pie["per_problem"]
    scores["per_problem"]["pct_opt"] = {pid: 100.0 * (v >= 1.10) for pid, v in pie["per_problem"].items()}
    samples_of = {group[0].problem_id: group for group in _grouped(pie_samples, lambda s: s.problem_id)}
    for pid in problem_ids:  # PIE's best@k where a correct sample exists (None: not solved)
        best = best_at_k(samples_of.get(pid, []), k) if pid in measured_set else math.inf
        scores["best_speedup"][pid] = speedup(slow[pid], best) if math.isfinite(best) else None
    metrics.update(
        {
            "speedup": round(pie["speedup"], 6),
            "pct_opt": round(pie["pct_opt"], 4),
            "k": k,
            "speedup_ci": _ci([[v] for v in per_problem], lambda group: sum(group) / len(group)),
            "pct_opt_ci": _ci([[v] for v in per_problem], lambda group: 100.0 * sum(v >= 1.10 for v in group) / len(group)),
        }
    )
    if pie.get("human_speedup") is not None:
        metrics["human_speedup"] = round(pie["human_speedup"], 6)
    energy_baseline = {pid: {t: c["energy"] for t, c in baselines[pid].items()} for pid in measured}
    seconds_baseline = {pid: {t: c["seconds"] for t, c in baselines[pid].items()} for pid in measured}
    human_energy = {pid: {t: c["energy"] for t, c in experts[pid].items()} for pid in measured if experts.get(pid)}
    energy_records = [
        EnergyRecord(
            r.problem_id,
            r.sample,
            compiled=r.verdict != "compile_error" and r.tests_total > 0,
            # Green Tea's num_inputs is the problem's test count even when nothing ran (no
            # program came back): such a record scores 0 and still counts in CARET's mean.
            num_inputs=r.tests_total or len(energy_baseline[r.problem_id]),
            energy={t: c["energy"] for t, c in r.costs.items()},
            seconds={t: c["seconds"] for t, c in r.costs.items()},
            ipc=program_ipc(r.costs),
            unmeasured=r.unmeasured,
        )
        for r in in_scope
    ]
    caret = caret_metrics(energy_records, energy_baseline, human=human_energy or None, baseline_seconds=seconds_baseline)
    metrics.update(
        {key: round(caret[key], 6) for key in ("caret", "caret_strict", "caret_neg_fill", "energy_reduction", "edp_reduction", "beats_human") if key in caret}
    )
    # Energy and EDP reduction and beats-human over resampled problems (a problem drawn twice
    # counts twice: each draw gets a name of its own, with its baselines).
    by_energy_problem = _grouped(energy_records, lambda r: r.problem_id)

    def energy_statistics(drawn: list[list[EnergyRecord]]) -> "Json":
        names = [str(i) for i in range(len(drawn))]
        pids = [group[0].problem_id for group in drawn]
        return caret_metrics(
            [replace(r, problem_id=name) for name, group in zip(names, drawn) for r in group],
            {n: energy_baseline[p] for n, p in zip(names, pids)},
            human={n: human_energy[p] for n, p in zip(names, pids) if p in human_energy} or None,
            baseline_seconds={n: seconds_baseline[p] for n, p in zip(names, pids)},
        )

    if by_energy_problem:
        metrics |= _cis(by_energy_problem, energy_statistics, [key for key in ("energy_reduction", "edp_reduction", "beats_human") if key in metrics])
    if caret.get("per_record"):
        per_record = _grouped(caret["per_record"], lambda pair: pair[0])
        metrics["caret_ci"] = _ci(per_record, lambda group: sum(v for _, v in group) / len(group))
        scores["per_problem"]["caret"] = {group[0][0]: sum(v for _, v in group) / len(group) for group in per_record}
        scores["weights"]["caret"] = {group[0][0]: len(group) for group in per_record}
    metrics["ipc_trap_rate"] = ipc_trap_rate(energy_records)
    for r in sorted(in_scope, key=lambda r: (r.problem_id, r.sample)):
        if r.correct and len(r.costs) == r.tests_total:
            point = generation_point(r.costs, baselines[r.problem_id])
            if point:
                scores["points"].append({"problem_id": r.problem_id, "sample": r.sample, **point})
    return metrics, scores


def _pass_at(records: list[Record], ks: tuple[int, ...]) -> dict[str, float | None]:
    """pass@k of whole programs (all hidden tests passed), the unbiased estimator averaged over
    the problems with at least k samples (as for SIMD tasks); None when no problem has k."""
    groups = [[r.correct for r in group] for group in _grouped(records, lambda r: r.problem_id)]
    return {f"pass@{k}": None if (value := mean_pass_at_k(groups, k)) is None else round(value, 6) for k in ks}


def _grouped(items: Iterable[T], key: Callable[[T], Hashable]) -> list[list[T]]:
    groups: dict[Hashable, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return list(groups.values())


def _ci(groups: list[list[T]], statistic: Callable[[list[T]], float]) -> list[float]:
    """95% bootstrap interval over problems: each resample draws whole problems (groups)."""
    low, high = bootstrap_ci(groups, lambda sample: statistic([item for group in sample for item in group]))
    return [round(low, 6), round(high, 6)]


def _cis(groups: list[list[T]], statistics: Callable[[list[list[T]]], Mapping[str, float | None]], keys: Sequence[str]) -> dict[str, list[float]]:
    """`<key>_ci` for each of `keys`: 95% bootstrap intervals over problems (groups), the metrics
    recomputed together on each resample by `statistics(drawn groups) -> {key: value}`."""
    found = bootstrap_cis(groups, lambda drawn: {k: v for k, v in statistics(drawn).items() if k in keys})
    return {f"{key}_ci": [round(found[key][0], 6), round(found[key][1], 6)] for key in keys if key in found}


def _simd_runs(costs: dict[str, TestCosts], side: str) -> dict[str, TestCosts]:
    """The performance runs of one side ("Scalar" or "SIMD") of a SIMD sample, keyed by size."""
    prefix = side + "-"
    return {name[len(prefix) :]: c for name, c in costs.items() if name.startswith(prefix)}
