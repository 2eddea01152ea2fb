"""The demo benchmark in a MemoryEvaluationStore, and fake sandbox runs: pipeline tests without a
database or Docker. Django-free, like the store."""

import threading
from collections.abc import Callable

from evaluator.memory_store import ManualClock, MemoryEvaluationStore, MemoryProblem
from portal.benchmarks import demo
from sim_runner import TestCase
from sim_runner.report import CompileResult, Report, TestResult, Verdict
from tests import demo_generations


def demo_problems() -> list[MemoryProblem]:
    """The demo benchmark's problems, tests and baselines (portal.benchmarks.demo, as the portal loads them)."""
    return [
        MemoryProblem(
            p.problem_id,
            [TestCase(str(n), given, expected) for n, (given, expected) in enumerate(p.tests, start=1)],
            baseline_code=p.baseline_code,
            prompt=p.statement,
        )
        for p in demo.demo_problems()
    ]


def demo_store(clock: Callable[[], float] | None = None, **options) -> MemoryEvaluationStore:
    """A store holding the demo benchmark (slug "demo", scalar profile, valgrind backend, as loaded by the portal)."""
    store = MemoryEvaluationStore(clock or ManualClock(), **options)
    store.add_benchmark(demo.SLUG, demo_problems(), profile="scalar", backend="valgrind")
    return store


def fast_answers(samples: int = 1) -> list[tuple[str, str]]:
    """Every demo problem's correct program, `samples` times each (problem by problem)."""
    return [(pid, code) for pid, code in demo_generations.FAST.items() for _ in range(samples)]


def fake_run(calls: list[str] | None = None, during: Callable[[], None] | None = None):
    """A sandbox that passes every test of every program it is given (recording it), after
    calling `during` (a test's hook into the middle of a run)."""

    def run(code, tests, **options):
        if calls is not None:
            calls.append(code)
        if during is not None:
            during()
        return Report(
            CompileResult(True, "", 0.1), [TestResult(t.name, Verdict.PASS, 0.01, 0, "") for t in tests], sandbox="fake", profile="scalar", backend="native"
        )

    return run


class CountingLeases:
    """Wraps a store; `renewed(n)` waits until take_lease has been called n times in all."""

    def __init__(self, store: MemoryEvaluationStore):
        self._store = store
        self._calls = 0
        self._changed = threading.Condition()

    def __getattr__(self, name):
        return getattr(self._store, name)

    def take_lease(self, generation_id: int, holder: str, seconds: float) -> bool:
        taken = self._store.take_lease(generation_id, holder, seconds)
        with self._changed:
            self._calls += 1
            self._changed.notify_all()
        return taken

    @property
    def calls(self) -> int:
        with self._changed:
            return self._calls

    def renewed(self, calls: int, timeout: float = 10.0) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: self._calls >= calls, timeout)
