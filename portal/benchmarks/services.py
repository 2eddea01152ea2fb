"""Writes for benchmarks: loading the demo benchmark (idempotent), measuring baselines."""
from django.conf import settings
from django.db import transaction

import sim_runner
from evaluator.costs import test_costs

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


class BaselineError(RuntimeError):
    pass


def measure_baselines(benchmark: Benchmark, *, sandbox: str | None = None) -> dict[str, str]:
    """Run every problem's baseline program in the benchmark's profile and backend and store its
    per-test costs (the denominators of speedup and CARET). A baseline that fails its own tests
    is an error in the benchmark: nothing is stored for it and it is reported."""
    outcome = {}
    for problem in benchmark.problems.exclude(baseline_code=""):
        tests = [sim_runner.TestCase(t.name, t.input_data, t.expected_output) for t in problem.tests.all()]
        report = sim_runner.evaluate(problem.baseline_code, tests, profile=benchmark.profile, backend=benchmark.backend,
                                     sandbox=sandbox or settings.SIM_RUNNER_SANDBOX, cache_dir=settings.SIM_RUNNER_CACHE)
        data = report.to_dict()
        if data["summary"]["verdict"] != "pass":
            outcome[problem.problem_id] = f"baseline fails its tests: {data['summary']['verdict']}"
            continue
        costs = test_costs(data["tests"])
        problem.baseline_measurements = {
            "profile": benchmark.profile, "backend": benchmark.backend, "versions": data["versions"],
            "tests": costs,
        } if costs else {}
        problem.save(update_fields=["baseline_measurements"])
        outcome[problem.problem_id] = "measured" if costs else "passed (backend measures nothing)"
    return outcome
