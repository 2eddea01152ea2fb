"""Within-problem rank agreement of simulated cycles with native time, on whole programs.

For every optimize-cpp problem that has hand-written variants under bench/fidelity/programs/<id>/
(v1.cpp, v2.cpp, ...), the baseline, the expert and the variants are:

1. verified natively against the expert's output (a wrong program is reported and excluded);
2. timed natively, stdin from a file, by two clocks: the process's own CPU time (user + system,
   from the rusage of its exit) and wall time (time.perf_counter around subprocess.run: this
   adds the fork and exec of the process, whose cost grows with the binary's size, and the
   machine's scheduling); median of --runs runs per test, summed over the tests; two
   independent sets (A before the simulations, B after), so that Spearman(A, B) is the noise
   ceiling of the native ranking. The simulator measures the program from its first
   constructor, so CPU time is the like-for-like clock and ranks by it; wall time is printed
   beside it;
3. simulated: sim_runner.api.evaluate, valgrind backend, profile scalar, bubblewrap sandbox,
   --machine; the "cycles" measurement summed over the tests.

Only the last 3 tests of each problem (its largest) are used, to keep the simulations affordable.
Prints per problem the figures side by side and Spearman(sim, native A), then the medians.

Run: .venv/bin/python bench/fidelity_programs.py [--only REGEX] [--runs N] [--machine NAME] [--json FILE]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim_runner import api, profiles  # noqa: E402
from sim_runner.measure.machine import cpu_description, host_machine  # noqa: E402
from sim_runner.report import Limits, TestCase  # noqa: E402

SUITE = ROOT / "portal" / "benchmarks" / "suites" / "optimize-cpp"
VARIANTS = ROOT / "bench" / "fidelity" / "programs"
SIM_DIR = ROOT / "sim_runner"  # the harness flags name "include/..." relative to this folder
PROFILE = "scalar"
LAST_TESTS = 3  # the largest tests of every problem: affordable, yet the costs that rank
TARGET = 0.9  # the target for a problem's Spearman...
CEILING_SLACK = 0.05  # ...or this close to the problem's native noise ceiling
CLOCKS = ("cpu", "wall")  # the first ranks (see the docstring)
# Generous: a slow variant of a large test takes tens of seconds under valgrind.
LIMITS = Limits(compile_seconds=120, run_seconds=30, memory_mb=1024, simulate_seconds=900)
NATIVE_TIMEOUT = 60.0


@dataclass
class Program:
    name: str  # "baseline", "expert", "v1", ...
    source: str
    binary: Path | None = None
    wrong: str | None = None  # why it was excluded
    native: dict[str, list[list[list[float]]]] = field(default_factory=lambda: {clock: [[], []] for clock in CLOCKS})  # clock -> set -> test -> runs
    cycles: float | None = None
    sim_seconds: float = 0.0

    def native_total(self, which: int, clock: str = CLOCKS[0]) -> float:
        # Median per test (robust to a stray slow run), summed over the tests.
        return sum(statistics.median(runs) for runs in self.native[clock][which])


def ranks(values: list[float]) -> list[float]:
    """1-based ranks, ties sharing their average rank (what Spearman's rho needs)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(x: list[float], y: list[float]) -> float:
    """Pearson correlation of the ranks (scipy is not in the venv)."""
    rx, ry = ranks(x), ranks(y)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else float("nan")


def load_generator(problem: Path):
    spec = importlib.util.spec_from_file_location(f"gen_{problem.name.replace('-', '_')}", problem / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.generate


def compile_native(program: Program, work: Path) -> str | None:
    """The simulator's exact compile command, run outside any sandbox; an error text or None."""
    src = work / f"{program.name}.cpp"
    src.write_text(program.source)
    out = work / program.name
    command = [*profiles.compile_command(PROFILE), *api.HARNESS_FLAGS, "-o", str(out), str(src)]
    done = subprocess.run(command, cwd=SIM_DIR, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        return done.stderr[-2000:]
    program.binary = out
    return None


def run_native(binary: Path, input_file: Path, output_file: Path, timeout: float | None = None) -> tuple[dict[str, float], int]:
    """One whole-process run, its seconds by each of CLOCKS; stdout goes to a file, as it does in
    the sandbox. Timed runs pass no timeout: with one, subprocess polls the child with
    exponentially growing sleeps (0.5, 1, 2, ... 50 ms), which rounds the wall time up to the
    next poll and made whole programs tie."""
    with input_file.open("rb") as stdin, output_file.open("wb") as stdout:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([str(binary)], stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL, timeout=timeout)
        elapsed = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"cpu": cpu, "wall": elapsed}, done.returncode


def time_set(programs: list[Program], inputs: list[Path], work: Path, runs: int, which: int) -> None:
    # Interleave programs within each round so slow drift of the machine's load hits all alike.
    for program in programs:
        for clock in CLOCKS:
            program.native[clock][which] = [[] for _ in inputs]
    for _ in range(runs):
        for t, input_file in enumerate(inputs):
            for program in programs:
                seconds, _ = run_native(program.binary, input_file, work / "timing.out")
                for clock in CLOCKS:
                    program.native[clock][which][t].append(seconds[clock])


def simulate(program: Program, tests: list[TestCase], machine: str) -> None:
    start = time.perf_counter()
    report = api.evaluate(program.source, tests, profile=PROFILE, backend="valgrind", machine=machine, sandbox="bwrap", cache_dir=None, limits=LIMITS)
    program.sim_seconds = time.perf_counter() - start
    measured = report.measurements()
    if measured is None:
        program.wrong = f"simulation failed: {report.verdict} " + "; ".join(f"{t.name}: {t.verdict} {t.message[:200]}" for t in report.tests)
    else:
        program.cycles = float(measured["cycles"])


def bench_problem(problem: Path, runs: int, machine: str) -> dict:
    config = tomllib.loads((problem / "problem.toml").read_text())
    generate = load_generator(problem)
    cases = list(range(max(0, config["tests"] - LAST_TESTS), config["tests"]))
    programs = [Program("baseline", (problem / "baseline.cpp").read_text()), Program("expert", (problem / "expert.cpp").read_text())]
    variant_files = sorted((VARIANTS / problem.name).glob("v*.cpp"), key=lambda p: int(p.stem[1:]))
    programs += [Program(p.stem, p.read_text()) for p in variant_files]

    with tempfile.TemporaryDirectory(prefix="fidprog-") as tmp:
        work = Path(tmp)
        inputs = []
        for case in cases:
            path = work / f"case{case}.in"
            path.write_text(generate(case))
            inputs.append(path)
        for program in programs:
            error = compile_native(program, work)
            if error:
                program.wrong = "compile error: " + error.strip().splitlines()[-1]
        expert = programs[1]
        if expert.binary is None:
            raise SystemExit(f"{problem.name}: the expert does not compile: {expert.wrong}")
        expected = []
        for input_file in inputs:
            out = work / "expected.out"
            run_native(expert.binary, input_file, out, NATIVE_TIMEOUT)
            expected.append(out.read_text())
        # Every program must print exactly the expert's output; a wrong one is excluded, loudly.
        for program in programs[2:] + programs[:1]:
            if program.wrong:
                continue
            for case, input_file, want in zip(cases, inputs, expected):
                out = work / "check.out"
                _, code = run_native(program.binary, input_file, out, NATIVE_TIMEOUT)  # unverified: bounded
                if code != 0 or out.read_text() != want:
                    program.wrong = f"wrong output on case {case} (exit {code})"
                    break
        good = [p for p in programs if not p.wrong]
        time_set(good, inputs, work, runs, 0)
        tests = [TestCase(f"case{case}", path.read_text(), want) for case, path, want in zip(cases, inputs, expected)]
        for program in good:
            simulate(program, tests, machine)
        good = [p for p in good if not p.wrong]
        time_set(good, inputs, work, runs, 1)

    sim = [p.cycles for p in good]
    agreement = {}
    for clock in CLOCKS:
        native_a, native_b = [p.native_total(0, clock) for p in good], [p.native_total(1, clock) for p in good]
        agreement[clock] = {"spearman": spearman(sim, native_a), "spearman_b": spearman(sim, native_b), "ceiling": spearman(native_a, native_b)}
    return {
        "problem": problem.name,
        "split": config.get("split"),
        "cases": cases,
        "excluded": {p.name: p.wrong for p in programs if p.wrong},
        "programs": [
            {
                "name": p.name,
                "cycles": p.cycles,
                **{f"{clock}_{which}": p.native_total(index, clock) for clock in CLOCKS for index, which in enumerate("ab")},
                "sim_seconds": p.sim_seconds,
            }
            for p in good
        ],
        **agreement[CLOCKS[0]],
        "clocks": agreement,
    }


def print_problem(result: dict) -> None:
    print(f"\n== {result['problem']} ({result['split']}; tests {result['cases']})")
    for name, why in result["excluded"].items():
        print(f"   EXCLUDED {name}: {why}")
    rows = sorted(result["programs"], key=lambda r: r["cycles"])
    print(f"   {'program':<9} {'sim Mcycles':>12} {'cpu A ms':>9} {'cpu B ms':>9} {'wall A ms':>10} {'wall B ms':>10} {'sim/A ns':>9} {'sim s':>6}")
    for r in rows:
        # cycles per native CPU nanosecond: an effective clock; it varies where the model misses a cost
        print(
            f"   {r['name']:<9} {r['cycles'] / 1e6:12.2f} {r['cpu_a'] * 1e3:9.2f} {r['cpu_b'] * 1e3:9.2f} {r['wall_a'] * 1e3:10.2f} {r['wall_b'] * 1e3:10.2f} "
            f"{r['cycles'] / (r['cpu_a'] * 1e9):9.2f} {r['sim_seconds']:6.1f}"
        )
    for clock, figures in result["clocks"].items():
        print(
            f"   {clock:>4}: Spearman(sim, native A) = {figures['spearman']:.3f}   (vs B: {figures['spearman_b']:.3f})   "
            f"noise ceiling Spearman(A, B) = {figures['ceiling']:.3f}"
        )


def meets(figures: dict) -> bool:
    return figures["spearman"] >= TARGET or figures["spearman"] >= figures["ceiling"] - CEILING_SLACK


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="regex on problem ids")
    parser.add_argument("--runs", type=int, default=5, help="native runs per test and set")
    parser.add_argument("--machine", default=host_machine() or "skylake", help="default: this host's processor's profile")
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args()

    problems = sorted(
        p for p in SUITE.iterdir() if (p / "problem.toml").exists() and (VARIANTS / p.name).is_dir() and (not args.only or re.search(args.only, p.name))
    )
    print(f"CPU: {cpu_description()}")
    print(f"machine model: {args.machine}   profile: {PROFILE}   compiler: {' '.join(profiles.compile_command(PROFILE))} (+harness)   sandbox: bwrap")
    print(
        f"tests: the last {LAST_TESTS} (largest) cases of each problem only   native: median of {args.runs} "
        f"whole-process runs per test (CPU time and wall time), summed; set A before the simulations, set B after"
    )
    print(f"problems covered: {len(problems)}")
    # The model lives in this working tree and others may change it while we run: name it, and
    # say so at the end if it changed (figures from two models are not one experiment).
    model_start = api.model_identity("valgrind", args.machine)
    print(f"cost model identity: {model_start}")
    results = []
    for problem in problems:
        result = bench_problem(problem, args.runs, args.machine)
        print_problem(result)
        sys.stdout.flush()
        results.append(result)
    if not results:
        return
    print("\n== summary (by native CPU time; wall time beside it)")
    for r in sorted(results, key=lambda r: r["spearman"]):
        cpu, wall = r["clocks"]["cpu"], r["clocks"]["wall"]
        print(
            f"   {r['problem']:<32} n={len(r['programs']):2d}  Spearman {cpu['spearman']:6.3f}  ceiling {cpu['ceiling']:6.3f}  "
            f"{'ok' if meets(cpu) else 'MISS':<4}"
            f"   wall: Spearman {wall['spearman']:6.3f}  ceiling {wall['ceiling']:6.3f}  {'ok' if meets(wall) else 'MISS'}"
        )
    for clock in CLOCKS:
        figures = [r["clocks"][clock] for r in results]
        print(
            f"   {clock:>4}: median Spearman(sim, native) over {len(results)} problems {statistics.median(f['spearman'] for f in figures):.3f}, "
            f"median noise ceiling {statistics.median(f['ceiling'] for f in figures):.3f}; "
            f"problems with Spearman >= {TARGET} or within {CEILING_SLACK} of their ceiling: {sum(map(meets, figures))}/{len(results)}"
        )
    model_end = api.model_identity("valgrind", args.machine)
    if model_end != model_start:
        print(f"   WARNING: the cost model changed during the run ({model_start} -> {model_end})")
    if args.json:
        args.json.write_text(
            json.dumps({"cpu": cpu_description(), "machine": args.machine, "runs": args.runs, "model": [model_start, model_end], "problems": results}, indent=1)
        )


if __name__ == "__main__":
    main()
