"""Chart data for a leaderboard page: plain selectors (reads only) returning JSON-able dicts that
static/js/charts.js draws with Plotly.

What leaves the server: model labels, problem ids and per-problem / per-generation scores. Never
a test's input, expected output or name: held-out problems stay held out.

Nothing here computes a metric: every value is one the metrics code computed when the submission
finished (evaluator.metrics.summary.submission_results, stored as the row's `scores`) or the
row's metrics. Whole-program benchmarks (PIE / Green Tea shape): speed and energy of a generation
are relative to the problem's slow baseline, measured in the benchmark's profile and backend.
SIMD benchmarks (SimdBench shape): relative to the scalar reference measured in the same run of
the sample.
"""

from collections import defaultdict

from evaluator.metrics import registry
from portal.benchmarks.models import Benchmark
from portal.submissions import selectors
from portal.submissions.models import LeaderboardEntry

# Only the best rows are charted: a chart of hundreds of models is unreadable, and this bounds
# the work of one request.
MAX_MODELS = 20


# ---------------------------------------------------------------- pure helpers


def pareto_front(points: list[tuple[float, float]]) -> list[bool]:
    """For (x, y) points where higher is better on both axes: is each point on the Pareto front,
    i.e. no other point is at least as good on both axes and strictly better on one?"""

    def dominates(a, b):
        return a[0] >= b[0] and a[1] >= b[1] and (a[0] > b[0] or a[1] > b[1])

    return [not any(dominates(other, point) for other in points) for point in points]


# ---------------------------------------------------------------- reads


def _model_labels(rows: list[dict]) -> list[dict]:
    """One label per leaderboard row; a model submitted twice gets its submission number."""
    counts = defaultdict(int)
    for row in rows:
        counts[row["model_name"]] += 1
    return [
        {
            "submission": row["submission"],
            "rank": row["rank"],
            "label": row["model_name"] if counts[row["model_name"]] == 1 else f"{row['model_name']} #{row['submission']}",
        }
        for row in rows
    ]


def _scores(submission_ids: list[int]) -> dict[int, dict]:
    """The per-problem scores stored with these rows when they finished, one query."""
    return dict(LeaderboardEntry.objects.filter(submission_id__in=submission_ids).values_list("submission_id", "scores"))


def chart_data(benchmark: Benchmark, **filters) -> dict:
    """Everything the leaderboard page's charts draw, for the best MAX_MODELS rows that the
    leaderboard (with the same filters) shows. Keys of "charts": distribution, energy, interval,
    heatmap, pareto; each a dict with its series and a "note" where something was left out."""
    rows = selectors.leaderboard_rows(benchmark, **filters)
    shown = rows[:MAX_MODELS]
    models = _model_labels(shown)
    label = {m["submission"]: m["label"] for m in models}
    scores = _scores([m["submission"] for m in models])
    problem_ids = list(benchmark.problems.order_by("problem_id").values_list("problem_id", flat=True))
    simd = benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH

    distribution, energy_points, heat, unscored = [], [], [], 0
    for m in models:
        own = scores.get(m["submission"]) or {}
        unscored += not own
        if simd:  # P50/P75's population: every sample, a failed one counting 0
            samples = own.get("samples", {})
            problems = [pid for pid in sorted(samples) for _ in samples[pid]]
            values = [value for pid in sorted(samples) for value in samples[pid]]
        else:  # the values the Speedup column averages
            per_problem = own.get("per_problem", {}).get("speedup", {})
            problems = sorted(per_problem)
            values = [per_problem[pid] for pid in problems]
        distribution.append({"model": m["label"], "values": values, "problems": problems})
        best = own.get("best_speedup", {})
        heat.append([best.get(pid) for pid in problem_ids])
        energy_points += [{"model": m["label"], **point} for point in own.get("points", [])]

    return {
        "benchmark": benchmark.slug,
        "task_format": benchmark.task_format,
        "empty": not rows,
        "models": models,
        "models_total": len(rows),
        "note": f"{unscored} model(s) finished before per-problem scores were kept: not in the distribution, energy and per-problem charts" if unscored else "",
        "charts": {
            "distribution": {
                "unit": "x",
                "series": distribution,
                "what": "speedup of every sample (failures count 0)" if simd else "best@k speedup per problem (incorrect or slower count 1.0)",
            },
            "energy": {
                "points": energy_points,
                "baseline": "scalar reference" if simd else "slow baseline",
                "trapped": sum(p["ipc_trap"] for p in energy_points),
            },
            "interval": _interval(shown, label, benchmark.primary_metric),
            "heatmap": {
                "problems": problem_ids,
                "models": [m["label"] for m in models],
                "z": heat,
                "what": "best speedup of a correct sample" if simd else "best@k speedup of a correct sample",
            },
            "pareto": _pareto(
                shown, label, x_key="p50" if simd else ("caret" if benchmark.primary_metric == "caret" else "speedup"), y_key="corr" if simd else "correct"
            ),
        },
    }


def _interval(rows: list[dict], label: dict, key: str) -> dict:
    series = [
        {"model": label[r["submission"]], "value": r["metrics"][key], "low": r["metrics"][f"{key}_ci"][0], "high": r["metrics"][f"{key}_ci"][1]}
        for r in rows
        if isinstance(r["metrics"].get(key), (int, float)) and r["metrics"].get(f"{key}_ci")
    ]
    missing = len(rows) - len(series)
    metric = registry.METRICS.get(key)
    return {
        "metric": key,
        "label": metric.name if metric else key,
        "series": series,
        "note": f"{missing} model(s) without {key} or its interval (baselines not measured in this profile)" if missing else "",
    }


def _pareto(rows: list[dict], label: dict, *, x_key: str, y_key: str) -> dict:
    usable = [r for r in rows if all(isinstance(r["metrics"].get(k), (int, float)) for k in (x_key, y_key))]
    points = [(r["metrics"][x_key], r["metrics"][y_key]) for r in usable]
    return {
        "x": x_key,
        "y": y_key,
        "points": [{"model": label[r["submission"]], "x": x, "y": y, "front": front} for r, (x, y), front in zip(usable, points, pareto_front(points))],
    }
