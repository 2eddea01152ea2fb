"""Benchmark cards: what a benchmark measures, its metrics' definitions (rendered from the metrics
registry, evaluator.metrics.registry, as every page renders them), problem counts per split, the
machine profile and backend, version and changelog. Public by design: nothing hidden is read here."""

from django.db.models import Count, Q

from evaluator.metrics import registry
from sim_runner.profiles import get_profile

from .models import Benchmark


def metric_definitions(task_format: str) -> dict[str, str]:
    """{metric key: "Name = definition [source; direction]"} for a task format's columns."""
    return {m.key: f"{m.name} = {m.description}" for m in registry.columns(task_format)}


def benchmark_card(benchmark: Benchmark) -> dict:
    counts = benchmark.problems.aggregate(total=Count("id"), held_out=Count("id", filter=Q(split="heldout")), dev=Count("id", filter=Q(split="dev")))
    return {
        "slug": benchmark.slug,
        "name": benchmark.name,
        "description": benchmark.description,
        "task_format": benchmark.task_format,
        "primary_metric": benchmark.primary_metric,
        "metrics": metric_definitions(benchmark.task_format),
        "problems": counts,
        "profile": benchmark.profile,
        "toolchain": get_profile(benchmark.profile).toolchain(),
        "backend": benchmark.backend,
        "machine": "skylake" if benchmark.backend != "native" else None,
        "version": benchmark.version,
        "changelog": benchmark.changelog,
    }
