"""Reads of benchmarks: only public fields ever leave through these."""
from .models import Benchmark


def public_benchmarks():
    return Benchmark.objects.all()


def public_problems(benchmark: Benchmark):
    # `.only()` keeps hidden material (tests) out of the query entirely.
    return benchmark.problems.only("problem_id", "title", "statement", "baseline_code", "benchmark")
