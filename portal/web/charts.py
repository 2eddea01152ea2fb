"""Chart data for a leaderboard page: plain selectors (reads only) returning JSON-able dicts that
static/js/charts.js draws with Plotly.

What leaves the server: model labels, problem ids and per-problem / per-generation scores. Never
a test's input, expected output or name: held-out problems stay held out.

Whole-program benchmarks (PIE / Green Tea shape): speed and energy of a generation are relative
to the problem's slow baseline, measured in the benchmark's profile and backend. SIMD benchmarks
(SimdBench shape): relative to the scalar reference measured in the same run of the sample.
"""
import math
from collections import defaultdict
from dataclasses import dataclass

from evaluator.costs import test_costs
from evaluator.metrics.pie import PieSample, best_at_k, pie_metrics, speedup
from evaluator.metrics.simd import FAILED_SPEEDUP
from portal.benchmarks import services as benchmark_services
from portal.benchmarks.models import Benchmark
from portal.submissions import selectors
from portal.submissions.models import GenerationResult

# Only the best rows are charted: a chart of hundreds of models is unreadable, and this bounds
# the work of one request.
MAX_MODELS = 20


@dataclass(frozen=True)
class Generation:
    """One evaluated generation, reduced to what the charts need."""
    submission: int
    problem_id: str
    sample: int
    correct: bool
    tests_total: int
    costs: dict  # evaluator.costs.test_costs: per passed, measured test {"seconds", "energy", "ipc", ...}
    simd_speedup: float | None


# ---------------------------------------------------------------- pure helpers

def pareto_front(points: list[tuple[float, float]]) -> list[bool]:
    """For (x, y) points where higher is better on both axes: is each point on the Pareto front,
    i.e. no other point is at least as good on both axes and strictly better on one?"""
    def dominates(a, b):
        return a[0] >= b[0] and a[1] >= b[1] and (a[0] > b[0] or a[1] > b[1])

    return [not any(dominates(other, point) for other in points) for point in points]


def _weighted_ipc(costs: dict) -> float | None:
    """IPC over several runs: instructions / cycles summed, i.e. the per-run IPCs weighted by
    run time (cycles are proportional to simulated seconds at one frequency)."""
    seconds = sum(c["seconds"] for c in costs.values())
    if not seconds or any(c.get("ipc") is None for c in costs.values()):
        return None
    return sum(c["ipc"] * c["seconds"] for c in costs.values()) / seconds


def relative_point(own: dict, base: dict) -> dict | None:
    """A generation against its baseline over the same runs (test name -> costs, as
    evaluator.costs.test_costs gives them): speedup (time ratio), energy reduction in percent
    (Green Tea's ERR), both IPCs, and whether it falls in the IPC trap: a HIGHER IPC than the
    baseline but MORE energy, so ranking by IPC would call a worse program better.
    None when a run of `own` has no baseline counterpart or nothing was measured."""
    if not own or any(name not in base for name in own):
        return None
    base = {name: base[name] for name in own}
    own_seconds, base_seconds = (sum(c["seconds"] for c in x.values()) for x in (own, base))
    own_energy, base_energy = (sum(c["energy"] for c in x.values()) for x in (own, base))
    if own_seconds <= 0 or base_energy <= 0:
        return None
    ipc, base_ipc = _weighted_ipc(own), _weighted_ipc(base)
    return {
        "speedup": base_seconds / own_seconds,
        "energy_reduction": (base_energy - own_energy) / base_energy * 100.0,
        "ipc": ipc,
        "baseline_ipc": base_ipc,
        "ipc_trap": ipc is not None and base_ipc is not None and ipc > base_ipc and own_energy > base_energy,
    }


def _simd_runs(costs: dict, side: str) -> dict:
    """The performance runs of one side ("Scalar" or "SIMD") of a SIMD sample, keyed by size."""
    prefix = side + "-"
    return {name[len(prefix):]: c for name, c in costs.items() if name.startswith(prefix)}


# ---------------------------------------------------------------- reads

def _model_labels(rows: list[dict]) -> list[dict]:
    """One label per leaderboard row; a model submitted twice gets its submission number."""
    counts = defaultdict(int)
    for row in rows:
        counts[row["model_name"]] += 1
    return [{"submission": row["submission"], "rank": row["rank"],
             "label": row["model_name"] if counts[row["model_name"]] == 1 else f"{row['model_name']} #{row['submission']}"}
            for row in rows]


def _generations(submission_ids: list[int]) -> dict[int, list[Generation]]:
    """Every evaluated generation of these submissions, one query."""
    by_submission: dict[int, list[Generation]] = defaultdict(list)
    results = (GenerationResult.objects.filter(generation__submission_id__in=submission_ids)
               .values_list("generation__submission_id", "generation__problem__problem_id", "generation__sample",
                            "tests_passed", "tests_total", "tests", "measurements")
               .order_by("generation__submission_id", "generation__problem__problem_id", "generation__sample"))
    for submission, problem_id, sample, passed, total, tests, measurements in results:
        by_submission[submission].append(Generation(
            submission, problem_id, sample, total > 0 and passed == total, total, test_costs(tests or []),
            ((measurements or {}).get("simd") or {}).get("speedup")))
    return by_submission


def _baselines(benchmark: Benchmark) -> tuple[list[str], dict[str, dict]]:
    """The benchmark's problem ids and, per problem measured in its profile and backend, the
    baseline's per-test costs."""
    problems = list(benchmark.problems.only("benchmark", "problem_id", "baseline_measurements").order_by("problem_id"))
    return [p.problem_id for p in problems], benchmark_services.reference_costs(benchmark, problems, "baseline")


def _best_speedups(gens: list[Generation], problem_ids: list[str], baselines: dict) -> tuple[dict, dict]:
    """Per problem: PIE's best@k speedup as the leaderboard's Speedup averages it (incorrect or
    slower = 1.0; a problem never attempted = 1.0), and the same where a correct sample exists
    (None where none does: "not solved", for the heatmap)."""
    slow = {pid: sum(c["seconds"] for c in tests.values()) for pid, tests in baselines.items()}
    attempted = {g.problem_id for g in gens}
    slow |= {pid: 1.0 for pid in problem_ids if pid not in attempted and pid not in slow}
    samples = [PieSample(g.problem_id, g.sample, g.correct and len(g.costs) == g.tests_total,
                         sum(c["seconds"] for c in g.costs.values())) for g in gens if g.problem_id in slow]
    k = max((s.sample for s in samples), default=0) + 1
    floored = pie_metrics(samples, slow, k=k)["per_problem"] if slow else {}
    by_problem = defaultdict(list)
    for s in samples:
        by_problem[s.problem_id].append(s)
    solved = {}
    for pid in problem_ids:
        best = best_at_k(by_problem.get(pid, []), k) if pid in baselines else math.inf
        solved[pid] = speedup(slow[pid], best) if math.isfinite(best) else None
    return floored, solved


def _simd_best(gens: list[Generation], problem_ids: list[str]) -> dict:
    """Per task: the best speedup over the scalar reference among correct samples (None: not solved)."""
    best = {pid: None for pid in problem_ids}
    for g in gens:
        if g.correct and g.simd_speedup is not None:
            best[g.problem_id] = max(best[g.problem_id] or 0.0, g.simd_speedup)
    return best


def chart_data(benchmark: Benchmark, **filters) -> dict:
    """Everything the leaderboard page's charts draw, for the best MAX_MODELS rows that the
    leaderboard (with the same filters) shows. Keys of "charts": distribution, energy, interval,
    heatmap, pareto; each a dict with its series and a "note" where something was left out."""
    rows = selectors.leaderboard_rows(benchmark, **filters)
    shown = rows[:MAX_MODELS]
    models = _model_labels(shown)
    label = {m["submission"]: m["label"] for m in models}
    gens = _generations([m["submission"] for m in models])
    problem_ids, baselines = _baselines(benchmark)
    simd = benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH

    distribution, energy_points, heat = [], [], []
    for m in models:
        own = gens.get(m["submission"], [])
        if simd:
            # P50/P75's population: every sample, a failed one counting FAILED_SPEEDUP.
            values = [g.simd_speedup if g.correct and g.simd_speedup is not None else FAILED_SPEEDUP for g in own]
            distribution.append({"model": m["label"], "values": values, "problems": [g.problem_id for g in own]})
            best = _simd_best(own, problem_ids)
        else:
            floored, best = _best_speedups(own, problem_ids, baselines)
            distribution.append({"model": m["label"], "values": list(floored.values()), "problems": list(floored)})
        heat.append([best[pid] for pid in problem_ids])
        for g in own:
            point = _energy_point(g, baselines, simd)
            if point:
                energy_points.append({"model": m["label"], "problem_id": g.problem_id, "sample": g.sample, **point})

    return {
        "benchmark": benchmark.slug,
        "task_format": benchmark.task_format,
        "empty": not rows,
        "models": models,
        "models_total": len(rows),
        "charts": {
            "distribution": {"unit": "x", "series": distribution,
                             "what": "speedup of every sample (failures count 0)" if simd
                             else "best@k speedup per problem (incorrect or slower count 1.0)"},
            "energy": {"points": energy_points, "baseline": "scalar reference" if simd else "slow baseline",
                       "trapped": sum(p["ipc_trap"] for p in energy_points)},
            "interval": _interval(shown, label, "fast1" if simd else "caret"),
            "heatmap": {"problems": problem_ids, "models": [m["label"] for m in models], "z": heat,
                        "what": "best speedup of a correct sample" if simd else "best@k speedup of a correct sample"},
            "pareto": _pareto(shown, label, x_key="p50" if simd else
                              ("caret" if benchmark.primary_metric == "caret" else "speedup"),
                              y_key="corr" if simd else "correct"),
        },
    }


def _energy_point(g: Generation, baselines: dict, simd: bool) -> dict | None:
    """A fully correct, measured generation against its reference (None otherwise)."""
    if not g.correct:
        return None
    if simd:
        point = relative_point(_simd_runs(g.costs, "SIMD"), _simd_runs(g.costs, "Scalar"))
        if point and g.simd_speedup is not None:
            point["speedup"] = g.simd_speedup  # the cycles ratio fast1/P50 use (mean over sizes)
        return point
    if g.problem_id not in baselines or len(g.costs) != g.tests_total:
        return None
    return relative_point(g.costs, baselines[g.problem_id])


def _interval(rows: list[dict], label: dict, key: str) -> dict:
    series = [{"model": label[r["submission"]], "value": r["metrics"][key], "low": r["metrics"][f"{key}_ci"][0],
               "high": r["metrics"][f"{key}_ci"][1]}
              for r in rows if isinstance(r["metrics"].get(key), (int, float)) and r["metrics"].get(f"{key}_ci")]
    missing = len(rows) - len(series)
    return {"metric": key, "series": series,
            "note": f"{missing} model(s) without {key} (baselines not measured in this profile)" if missing else ""}


def _pareto(rows: list[dict], label: dict, *, x_key: str, y_key: str) -> dict:
    usable = [r for r in rows if all(isinstance(r["metrics"].get(k), (int, float)) for k in (x_key, y_key))]
    points = [(r["metrics"][x_key], r["metrics"][y_key]) for r in usable]
    return {"x": x_key, "y": y_key,
            "points": [{"model": label[r["submission"]], "x": x, "y": y, "front": front}
                       for r, (x, y), front in zip(usable, points, pareto_front(points))]}
