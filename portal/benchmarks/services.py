"""Writes for benchmarks: loading the demo benchmark (idempotent)."""
from django.db import transaction

from . import demo
from .models import Benchmark, Problem, TestCase


@transaction.atomic
def load_demo_benchmark() -> Benchmark:
    benchmark, _ = Benchmark.objects.update_or_create(
        slug=demo.SLUG,
        defaults={
            "name": "Demo: three small problems",
            "description": "A walking-skeleton benchmark: correctness on hidden tests, each passing "
            "program measured in the simulator (instructions, cycles, energy).",
            "profile": "scalar",
            "backend": "valgrind",
            "primary_metric": "correct",
        },
    )
    for spec in demo.demo_problems():
        problem, _ = Problem.objects.update_or_create(
            benchmark=benchmark,
            problem_id=spec.problem_id,
            defaults={"title": spec.title, "statement": spec.statement, "baseline_code": spec.baseline_code},
        )
        names = []
        for number, (test_input, expected) in enumerate(spec.tests, start=1):
            names.append(str(number))
            TestCase.objects.update_or_create(
                problem=problem,
                name=str(number),
                defaults={"input_data": test_input, "expected_output": expected, "hidden": True},
            )
        problem.tests.exclude(name__in=names).delete()
    return benchmark
