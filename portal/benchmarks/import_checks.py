"""Imports validated by running them, before anything is written: a benchmark whose own programs
cannot run would fail every model's samples, so it is refused, naming each task and why.

- A SimdBench task: its correctness program and its performance program, with the task's scalar
  solution standing in for the SIMD function (simd_tasks.stand_in), compiled with the
  benchmark's toolchain and run natively (the simulator adds nothing to "does it run"); the
  correctness program must print SimdBench's verdict, each performance run its selector.
- A PIE problem: its slow (baseline) and fast (expert) programs pass its tests.

Django-free: the importers call these before their transaction.
"""

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TypeVar

import sim_runner
from evaluator import simd_tasks
from evaluator.simd_tasks import SimdTask
from sim_runner import Limits, TestCase, Verdict

# Generous for a check: SimdBench's larger performance sizes run for seconds natively.
LIMITS = Limits(compile_seconds=120, run_seconds=60, memory_mb=2048)
PARALLEL = 2  # the sandboxes' compiles and runs, side by side (the machines have 2 cores)
Item = TypeVar("Item")


@dataclass(frozen=True)
class Invalid:
    item_id: str
    reason: str


def first_error(message: str) -> str:
    """The compiler's first error line (else its first line): what a reader needs to see."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    return next((line for line in lines if "error" in line), lines[0] if lines else "no compiler output")[:300]


def _failure(report: sim_runner.Report, what: str) -> str | None:
    if not report.compile.ok:
        return f"{what} does not compile: {first_error(report.compile.message)}"
    failed = next((t for t in report.tests if t.verdict != Verdict.PASS), None)
    if failed is not None:
        return f"{what} fails on {failed.name}: {failed.verdict.value} {failed.detail[:200]}".rstrip()
    return None


def simd_task_problem(task: SimdTask, profile: str, sandbox: str = "auto") -> str | None:
    """Why `task`'s own programs cannot judge a sample under `profile`, or None."""
    try:
        code = simd_tasks.stand_in(task)
    except ValueError as exc:
        return str(exc)
    run = dict(profile=profile, backend="native", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    correctness = sim_runner.evaluate(simd_tasks.program(task, code, task.test_correctness), [TestCase("correctness", "", simd_tasks.CORRECT_OUTPUT)], **run)
    if problem := _failure(correctness, "the correctness program (scalar solution as the SIMD function)"):
        return problem
    performance = sim_runner.evaluate(simd_tasks.program(task, code, task.test_performance), simd_tasks.performance_tests(), **run)
    return _failure(performance, "the performance program (scalar solution as the SIMD function)")


def pie_problem(problem_id: str, programs: dict[str, str], tests: list[TestCase], profile: str, sandbox: str = "auto") -> str | None:
    """Why `problem_id`'s reference programs ({"baseline": code, "expert": code}) do not pass its
    own tests, or None."""
    for label, code in programs.items():
        report = sim_runner.evaluate(code, tests, profile=profile, backend="native", sandbox=sandbox, limits=LIMITS, cache_dir=None)
        if problem := _failure(report, f"the {label} program"):
            return problem
    return None


def invalid(
    items: Iterable[Item], item_id: Callable[[Item], str], problem: Callable[[Item], str | None], progress: Callable[[str], None] = lambda line: None
) -> list[Invalid]:
    """Check every item (PARALLEL at a time); the invalid ones, in the items' order."""
    items = list(items)
    with ThreadPoolExecutor(PARALLEL) as pool:
        found = []
        for number, (item, reason) in enumerate(zip(items, pool.map(problem, items)), 1):
            progress(f"{number}/{len(items)} {item_id(item)}: {reason or 'ok'}")
            if reason:
                found.append(Invalid(item_id(item), reason))
    return found
