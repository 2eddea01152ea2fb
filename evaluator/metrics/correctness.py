"""Metrics as pure functions of per-generation records (no Django, no Dramatiq).

First cut: correctness only. A generation is correct when it passes every test it was run on
(PIE's rule: accuracy == 1.0). best@k correctness of a problem: any of its samples is correct.
"""

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from evaluator.costs import TestCosts

if TYPE_CHECKING:  # not at run time: the metrics load no sim_runner
    from sim_runner.jsontypes import Json


# One-line definitions of what correctness_metrics computes (evaluator.metrics.registry renders them).
CORRECT = "share of the benchmark's problems with at least one correct sample (one passing every test); a problem without a sample counts as unsolved"
TESTS_PASSED = "tests passed / tests run, summed over all samples (a sample with no program runs none)"


@dataclass(frozen=True)
class Record:
    problem_id: str
    sample: int
    verdict: str
    tests_passed: int
    tests_total: int
    # Per passed and measured test: {"seconds": simulated s, "energy": J, "ipc": ...}.
    costs: dict[str, TestCosts] = field(default_factory=dict)
    # SIMD tasks: scalar reference cycles / the sample's cycles (None when not measured).
    simd_speedup: float | None = None
    # Tests whose output was correct but that have no measurement (evaluator.costs.unmeasured_passes):
    # Green Tea counts them as passed. Those the simulator failed on are not in tests_passed.
    unmeasured: int = 0

    @property
    def correct(self) -> bool:
        return self.tests_total > 0 and self.tests_passed == self.tests_total


def correctness_metrics(records: list[Record], problem_ids: list[str]) -> "Json":
    """Correct% over ALL problems of the benchmark: a problem with no generation counts as wrong.

    - ``correct``: percent of problems whose best@k sample is correct;
    - ``tests_passed``: percent of (generation, test) pairs that passed;
    - ``verdicts``: count of generations per verdict;
    - ``correct_ci``: its 95% bootstrap interval over problems (seeded, 1000 resamples).
    """
    from evaluator.metrics.bootstrap import bootstrap_ci

    by_problem: dict[str, list[Record]] = defaultdict(list)
    for record in records:
        by_problem[record.problem_id].append(record)
    solved = sum(1 for pid in problem_ids if any(r.correct for r in by_problem.get(pid, [])))
    passed = sum(r.tests_passed for r in records)
    total = sum(r.tests_total for r in records)
    verdicts: dict[str, int] = defaultdict(int)
    for record in records:
        verdicts[record.verdict] += 1
    solved_flags = [any(r.correct for r in by_problem.get(pid, [])) for pid in problem_ids]
    interval = bootstrap_ci(solved_flags, lambda sample: 100.0 * sum(sample) / len(sample)) if problem_ids else (0.0, 0.0)
    return {
        "correct": round(100.0 * solved / len(problem_ids), 4) if problem_ids else 0.0,
        "correct_ci": [round(interval[0], 4), round(interval[1], 4)],
        "tests_passed": round(100.0 * passed / total, 4) if total else 0.0,
        "problems": len(problem_ids),
        "problems_solved": solved,
        "generations": len(records),
        "verdicts": dict(sorted(verdicts.items())),
    }
