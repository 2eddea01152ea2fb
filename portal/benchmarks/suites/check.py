"""Validates suite problems (README.md's rules), Django-free; the validate_benchmark command and
problem authors use it:  python -m portal.benchmarks.suites.check optimize-cpp[/PROBLEM] ...
                         python -m portal.benchmarks.suites.check simd-tasks[/TASK] ...

For each problem: the generator is deterministic (two calls, same text), the expert's outputs
(run natively: it is our own trusted code) are the expected outputs, the baseline and the expert
both pass every test in the simulator, the baseline stays within the size budget, and the expert
beats the baseline by at least 1.5x in simulated cycles.
"""

import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from portal.benchmarks.suites import SUITES, SuiteError, SuiteProblem, load_problem, load_suite
from sim_runner import Limits, TestCase, evaluate
from sim_runner.profiles import compile_command

MIN_SPEEDUP = 1.5
MAX_BASELINE_INSTRUCTIONS = 300_000_000
PROFILE = "scalar"
LIMITS = Limits(compile_seconds=60, run_seconds=10, simulate_seconds=120, memory_mb=1024)


@dataclass
class ProblemCheck:
    problem_id: str
    split: str = ""
    baseline_cycles: int = 0
    expert_cycles: int = 0
    max_baseline_instructions: int = 0
    problems: list[str] = field(default_factory=list)
    tests: list[tuple[str, str]] = field(default_factory=list)  # (input, expected output) as made now

    @property
    def speedup(self) -> float:
        return self.baseline_cycles / self.expert_cycles if self.expert_cycles else 0.0

    @property
    def ok(self) -> bool:
        return not self.problems


def expected_outputs(problem: SuiteProblem, inputs: list[str]) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "expert"
        built = subprocess.run([*compile_command(PROFILE), "-o", str(binary), "-x", "c++", "-"], input=problem.expert_code, capture_output=True, text=True)
        if built.returncode != 0:
            raise SuiteError(f"{problem.problem_id}: expert.cpp does not compile:\n{built.stderr[-2000:]}")
        outputs = []
        for case, text in enumerate(inputs):
            run = subprocess.run([str(binary)], input=text, capture_output=True, text=True, timeout=60)
            if run.returncode != 0:
                raise SuiteError(f"{problem.problem_id}: expert.cpp exits {run.returncode} on case {case}")
            outputs.append(run.stdout)
        return outputs


def check_problem(problem: SuiteProblem, sandbox: str = "auto") -> ProblemCheck:
    result = ProblemCheck(problem.problem_id, problem.split)
    try:
        inputs = problem.inputs()
        if inputs != problem.inputs():
            result.problems.append("generate() is not deterministic")
        result.tests = list(zip(inputs, expected_outputs(problem, inputs)))
        tests = [TestCase(str(case), text, output) for case, (text, output) in enumerate(result.tests)]
    except SuiteError as exc:
        result.problems.append(str(exc))
        return result
    for label, source in (("baseline", problem.baseline_code), ("expert", problem.expert_code)):
        report = evaluate(source, tests, profile=PROFILE, backend="valgrind", sandbox=sandbox, limits=LIMITS)
        if not report.compile.ok:
            result.problems.append(f"{label}.cpp does not compile: {report.compile.message[:300]}")
            continue
        failing = [f"case {t.name}: {t.verdict.value} {t.detail[:120]}" for t in report.tests if t.verdict.value != "pass"]
        if failing:
            result.problems.append(f"{label}.cpp fails: " + "; ".join(failing[:3]))
            continue
        cycles = sum(t.measurements["cycles"] for t in report.tests)
        if label == "baseline":
            result.baseline_cycles = cycles
            result.max_baseline_instructions = max(t.measurements["instructions"] for t in report.tests)
        else:
            result.expert_cycles = cycles
    if result.max_baseline_instructions > MAX_BASELINE_INSTRUCTIONS:
        result.problems.append(f"baseline too large: {result.max_baseline_instructions:,} instructions in one test (budget {MAX_BASELINE_INSTRUCTIONS:,})")
    if result.baseline_cycles and result.expert_cycles and result.speedup < MIN_SPEEDUP:
        result.problems.append(f"expert is only {result.speedup:.2f}x faster than the baseline (need {MIN_SPEEDUP}x)")
    return result


def format_row(check: ProblemCheck) -> str:
    status = "ok" if check.ok else "FAIL: " + " | ".join(check.problems)
    return (
        f"{check.problem_id:28} {check.split:8} {check.baseline_cycles:>14,} {check.expert_cycles:>13,} "
        f"{check.speedup:>7.2f}x {check.max_baseline_instructions:>14,}  {status}"
    )


HEADER = f"{'problem':28} {'split':8} {'baseline cyc':>14} {'expert cyc':>13} {'speedup':>8} {'max base instr':>14}  status"


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    if all(target.startswith("simd-tasks") for target in argv):
        return check_simd(argv)
    problems = []
    for target in argv:
        path = SUITES / target
        problems += [load_problem(path)] if (path / "problem.toml").exists() else load_suite(target)
    print(HEADER)
    failed = 0
    for problem in problems:
        check = check_problem(problem)
        failed += not check.ok
        print(format_row(check), flush=True)
    print(f"{len(problems) - failed} of {len(problems)} problems valid")
    return 1 if failed else 0


def check_simd(targets: list[str]) -> int:
    from portal.benchmarks.suites import simd

    folders = []
    for target in targets:
        path = SUITES / target
        folders += [path] if (path / "task.toml").exists() else sorted(p for p in path.iterdir() if p.is_dir())
    failed = total = 0
    for folder in folders:
        for intrinsic in ("SSE", "AVX"):
            total += 1
            try:
                result = simd.check_task(simd.load_task(folder, intrinsic))
            except SuiteError as exc:
                result = simd.TaskCheck(f"{folder.name}-{intrinsic.lower()}", problems=[str(exc)])
            failed += not result.ok
            print(simd.format_row(result), flush=True)
    print(f"{total - failed} of {total} tasks valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
