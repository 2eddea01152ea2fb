"""Reference rows every leaderboard shows beside the submissions: the slow baseline itself and the
human expert (whole-program benchmarks), or the compiler alone: the scalar reference at the
profile's -O3 with auto-vectorisation (SIMD tasks). Their metrics come from the same functions
as a submission's, fed the references' own measurements, so the rows read on the same scale."""

import hashlib
import json

from django.core.cache import cache

from evaluator.metrics import Record
from evaluator.metrics.summary import submission_results
from portal.benchmarks import services as benchmark_services
from portal.benchmarks.models import Benchmark

from . import leaderboard_cache

DESCRIPTIONS = {
    "baseline": "The slow program each problem starts from (speedup 1.0 by definition).",
    "expert": "Human expert programs, where the problem has one (problems without one count as unsolved).",
    "compiler": "The scalar reference compiled alone: the profile's -O3 auto-vectorisation, no intrinsics.",
}


def reference_rows(benchmark: Benchmark) -> list[dict]:
    # Per leaderboard version (a measurement stored or a problem changed replaces it): reading
    # every problem's measurements to key the computed rows cost more than the API's answer.
    return leaderboard_cache.cached(f"references:{benchmark.pk}", lambda: _measured_rows(benchmark))


def _measured_rows(benchmark: Benchmark) -> list[dict]:
    problems = list(benchmark.problems.only("benchmark", "problem_id", "baseline_measurements", "expert_measurements"))
    measured = {label: benchmark_services.reference_costs(benchmark, problems, label) for label in ("baseline", "expert")}
    problem_ids = [p.problem_id for p in problems]
    key = (
        "reference-rows:"
        + hashlib.sha256(json.dumps([benchmark.pk, benchmark.version, benchmark.task_format, problem_ids, measured], sort_keys=True).encode()).hexdigest()
    )
    rows = cache.get(key)
    if rows is None:
        rows = _compute(benchmark, problem_ids, measured)
        cache.set(key, rows, timeout=24 * 3600)
    return rows


def _compute(benchmark: Benchmark, problem_ids: list[str], measured: dict) -> list[dict]:
    if benchmark.task_format == "simdbench":
        records = [Record(pid, 0, "pass", 1, 1, simd_speedup=1.0) for pid in problem_ids]
        metrics, _ = submission_results(records, problem_ids, {}, task_format="simdbench")
        return [_row("compiler", "Compiler alone (-O3 auto-vectorisation)", metrics, benchmark)]
    baselines = measured["baseline"]
    if not baselines:
        return []
    rows = []
    for label, name in (("baseline", "Slow baseline"), ("expert", "Human expert")):
        costs = measured[label]
        if not costs:
            continue
        records = [Record(pid, 0, "pass", len(tests), len(tests), costs=tests) for pid, tests in costs.items()]
        rows.append(_row(label, name, submission_results(records, problem_ids, baselines, experts=measured["expert"])[0], benchmark))
    return rows


def _row(kind: str, name: str, metrics: dict, benchmark: Benchmark) -> dict:
    return {
        "reference": kind,
        "model_name": name,
        "description": DESCRIPTIONS[kind],
        "score": metrics.get(benchmark.primary_metric),
        "metrics": metrics,
        "profile": benchmark.profile,
        "backend": benchmark.backend,
        "benchmark_version": benchmark.version,
    }
