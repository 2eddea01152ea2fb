"""Reads of benchmarks: only public fields ever leave through these."""

from django.db.models import Prefetch

from .models import Benchmark, TestCase


def public_benchmarks():
    return Benchmark.objects.all()


def public_problem(benchmark: Benchmark, problem_id: str):
    return public_problems(benchmark).filter(problem_id=problem_id).first()


def public_problems(benchmark: Benchmark):
    # `.only()` keeps hidden material (expert programs) out of the query entirely; only tests
    # marked public are fetched.
    public_tests = Prefetch("tests", queryset=TestCase.objects.filter(hidden=False), to_attr="public_tests")
    return benchmark.problems.only("problem_id", "title", "split", "kind", "statement", "baseline_code", "benchmark").prefetch_related(public_tests)
