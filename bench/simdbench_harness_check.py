"""Does our simdbench.h run SimdBench's own test code? (issue 16: `simdbench.h` complete for
SimdBench's harness.)

For every SimdBench task record (or built-in SIMD suite task), the correctness program and the
performance program are assembled exactly as evaluator/simd_tasks.py assembles them for a sample,
with the task's scalar solution standing in for the SIMD function (simd_tasks.stand_in, as import
validation does: a `_simd` function with the prompt's signature calling the scalar one; the "no
intrinsic" rule aside). Each program is
compiled with the sandbox's compile command for the track's profile (sim_runner.api.build_command:
the profile's compiler and flags, our include/ on the include path, effbench_start.cpp linked in;
only the precompiled-header directory, which exists in the runner image only, is left out) and run
natively under a timeout, with the environment the sandbox's driver gives a program:
- the correctness program must print `{ "correctness": 1 }`;
- the performance program must run the "Scalar" and "SIMD" benchmarks at the first, middle and
  last argument set (what the simulator runs) and echo each selector.

Prints per track: programs compiled and passed, then each failure with the task id and the
compiler's first error line (or the run's outcome). Exit status 1 when any task fails.

Run: .venv/bin/python bench/simdbench_harness_check.py [--tasks SimdBench_3_SSE,...] [--track SSE]
       [--compiler g++] [--suite simd-sse [--experts]] [--jobs 2] [--json results.json]
--suite checks a built-in SIMD suite's tasks under their own profiles instead (--experts: with each
task's expert SIMD code as the sample).
Default records: ../shared/fixtures/simdbench/tasks_sse_avx.jsonl (SimdBench's 272 SSE and AVX tasks).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from evaluator import simd_tasks  # noqa: E402
from evaluator.simd_tasks import SIMDBENCH_PROFILES, SimdTask  # noqa: E402
from sim_runner import api, profiles  # noqa: E402

FIXTURE = ROOT.parent / "shared" / "fixtures" / "simdbench" / "tasks_sse_avx.jsonl"
FIELDS = ("task_id", "prompt", "solution_scalar", "test_correctness", "test_performance", "intrinsic", "entrypoint_scalar", "entrypoint_simd")
RUN_SECONDS = 20.0
COMPILE_SECONDS = 120.0


# ------------------------------------------------------------------------------- the programs
def load_records(path: Path, tasks: set[str] | None = None, tracks: set[str] | None = None) -> list[SimdTask]:
    """SimdBench's task records as the importer reads them (SimdTask of the record's fields)."""
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        if tasks and record["task_id"] not in tasks:
            continue
        if tracks and record["intrinsic"] not in tracks:
            continue
        found.append(SimdTask(**{key: record[key] for key in FIELDS}))
    return found


def load_suite(slug: str) -> list[tuple[SimdTask, str]]:
    """A built-in SIMD suite's tasks (simd-sse, simd-avx), each with its expert's code."""
    from portal.benchmarks.suites import load_suite_meta, simd

    suite = load_suite_meta(slug)
    return [(item.task, item.expert_code) for item in simd.load_tasks(suite.intrinsic, suite.folder.parent)]


def programs(task: SimdTask, code: str | None = None) -> dict[str, str]:
    """The correctness and performance programs of `code` (default: the scalar solution standing
    in, simd_tasks.stand_in), as evaluate_sample assembles them."""
    code = simd_tasks.stand_in(task) if code is None else code
    return {"correctness": simd_tasks.program(task, code, task.test_correctness), "performance": simd_tasks.program(task, code, task.test_performance)}


def profile_of(task: SimdTask, suite: bool) -> str:
    """The profile a sample of this task is judged under: SimdBench's toolchain per track for
    imported records (the importer's benchmark profile), the track's profile for built-in suites."""
    return (simd_tasks.PROFILES if suite else SIMDBENCH_PROFILES)[task.intrinsic]


def compile_command(profile: str, compiler: str | None = None) -> list[str]:
    """The sandbox's compile command (driver.sh adds `-o PROG prog.cpp`), without the precompiled
    header's directory; `compiler` replaces the profile's compiler."""
    command = [arg for arg in api.build_command(profile)]
    pch = profiles.pch_flags(profile)
    if pch:
        at = next(i for i in range(len(command)) if command[i : i + len(pch)] == pch)
        del command[at : at + len(pch)]
    if compiler:
        command[0] = compiler
    return command


# ------------------------------------------------------------------------------ compile and run
@dataclass
class ProgramResult:
    compiled: bool = False
    passed: bool = False
    detail: str = ""  # the compiler's first error line, or what went wrong at run time
    seconds: float = 0.0


@dataclass
class TaskResult:
    task_id: str
    track: str
    profile: str
    programs: dict[str, ProgramResult] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return all(p.passed for p in self.programs.values())


def first_error(log: str) -> str:
    lines = [line.strip() for line in log.splitlines() if line.strip()]
    for line in lines:
        if re.search(r"\berror\b", line):
            return line
    return lines[0] if lines else "(no compiler output)"


def _run(binary: Path, stdin: str, profile: str, timeout: float) -> tuple[int | None, str]:
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "GLIBC_TUNABLES": profiles.get_profile(profile).glibc_tunables}
    try:
        done = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True, timeout=timeout, env=env, cwd=binary.parent)
    except subprocess.TimeoutExpired:
        return None, ""
    return done.returncode, done.stdout


def check_program(
    source: str, tests: list[tuple[str, str]], command: list[str], profile: str, workdir: Path, run_seconds: float = RUN_SECONDS
) -> ProgramResult:
    """Compile `source` in `workdir` (our include/ beside it, as in the sandbox), then run it on
    each (stdin, expected stdout)."""
    result = ProgramResult()
    shutil.copytree(api.INCLUDE, workdir / "include", dirs_exist_ok=True)
    (workdir / "prog.cpp").write_text(source)
    start = time.monotonic()
    try:
        done = subprocess.run([*command, "-o", "prog", "prog.cpp"], cwd=workdir, capture_output=True, text=True, timeout=COMPILE_SECONDS)
    except subprocess.TimeoutExpired:
        result.detail = f"compilation exceeded {COMPILE_SECONDS:g} s"
        return result
    if done.returncode != 0:
        result.detail = first_error(done.stderr + done.stdout)
        return result
    result.compiled = True
    for stdin, expected in tests:
        code, output = _run(workdir / "prog", stdin, profile, run_seconds)
        if code is None:
            result.detail = f"input {stdin.strip() or '(none)'!r}: timed out after {run_seconds:g} s"
            return result
        if code != 0:
            result.detail = f"input {stdin.strip() or '(none)'!r}: exit status {code}"
            return result
        if output != expected:
            result.detail = f"input {stdin.strip() or '(none)'!r}: printed {output.strip()[:120]!r}, expected {expected.strip()!r}"
            return result
    result.passed = True
    result.seconds = time.monotonic() - start
    return result


def check_task(task: SimdTask, *, suite: bool = False, compiler: str | None = None, code: str | None = None, run_seconds: float = RUN_SECONDS) -> TaskResult:
    profile = profile_of(task, suite)
    command = compile_command(profile, compiler)
    result = TaskResult(task.task_id, task.intrinsic, profile)
    performance = [(test.input, test.expected_output) for test in simd_tasks.performance_tests()]
    tests = {"correctness": [("", simd_tasks.CORRECT_OUTPUT)], "performance": performance}
    try:
        sources = programs(task, code)
    except ValueError as exc:  # the prompt declares no SIMD function to stand in for
        result.programs = {kind: ProgramResult(detail=str(exc)) for kind in tests}
        return result
    for kind, source in sources.items():
        with tempfile.TemporaryDirectory(prefix="simdbench-check-") as workdir:
            result.programs[kind] = check_program(source, tests[kind], command, profile, Path(workdir), run_seconds)
    return result


def check_all(tasks: list[SimdTask], *, jobs: int = 2, codes: list[str | None] | None = None, **options) -> list[TaskResult]:
    """check_task for every task, `jobs` at a time; `codes`: each task's sample (default: the stand-in)."""
    codes = codes or [None] * len(tasks)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda pair: check_task(pair[0], code=pair[1], **options), zip(tasks, codes)))


# ------------------------------------------------------------------------------------- report
def summary(results: list[TaskResult]) -> list[str]:
    lines = []
    for track in sorted({r.track for r in results}):
        rows = [r for r in results if r.track == track]
        profile = rows[0].profile
        counts = []
        for kind in ("correctness", "performance"):
            compiled = sum(r.programs[kind].compiled for r in rows)
            passed = sum(r.programs[kind].passed for r in rows)
            counts.append(f"{kind} {compiled}/{len(rows)} compiled, {passed}/{len(rows)} passed")
        both_compiled = sum(all(p.compiled for p in r.programs.values()) for r in rows)
        ok = sum(r.ok for r in rows)
        lines.append(f"{track} ({profile}): {len(rows)} tasks; {'; '.join(counts)}; tasks: {both_compiled}/{len(rows)} compiled, {ok}/{len(rows)} passed")
        for r in rows:
            for kind, p in r.programs.items():
                if not p.passed:
                    stage = "compile" if not p.compiled else "run"
                    lines.append(f"  FAIL {r.task_id} {kind} {stage}: {p.detail}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=Path, default=FIXTURE, help="SimdBench task records (JSONL)")
    parser.add_argument("--suite", action="append", default=[], help="check a built-in SIMD suite (simd-sse, simd-avx) instead of the records")
    parser.add_argument("--experts", action="store_true", help="with --suite: each task's expert SIMD code as the sample, not the scalar stand-in")
    parser.add_argument("--tasks", action="append", default=[], help="task ids, comma-separated (default: all)")
    parser.add_argument("--track", action="append", default=[], choices=["SSE", "AVX"])
    parser.add_argument("--compiler", help="replace the profile's compiler (e.g. g++)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=RUN_SECONDS, help="seconds per run")
    parser.add_argument("--json", type=Path, help="write every result here")
    args = parser.parse_args(argv)
    wanted = {t for arg in args.tasks for t in arg.split(",") if t}
    codes = None
    if args.suite:
        pairs = [
            (t, expert)
            for slug in args.suite
            for t, expert in load_suite(slug)
            if (not wanted or t.task_id in wanted) and (not args.track or t.intrinsic in args.track)
        ]
        tasks = [t for t, _ in pairs]
        codes = [expert for _, expert in pairs] if args.experts else None
    else:
        if args.experts:
            parser.error("--experts needs --suite (SimdBench's records have no SIMD solution)")
        if not args.records.is_file():
            parser.error(f"{args.records}: no such file (SimdBench's records; see SOURCES.md beside it)")
        tasks = load_records(args.records, wanted or None, set(args.track) or None)
    if not tasks:
        parser.error("no task selected")
    started = time.monotonic()
    results = check_all(tasks, jobs=args.jobs, codes=codes, suite=bool(args.suite), compiler=args.compiler, run_seconds=args.timeout)
    commands = {r.profile: " ".join(compile_command(r.profile, args.compiler)) for r in results}
    for profile, command in sorted(commands.items()):
        print(f"{profile}: {command} -o prog prog.cpp")
    print("\n".join(summary(results)))
    print(f"{len(tasks)} tasks in {time.monotonic() - started:.0f} s on {args.jobs} jobs")
    if args.json:
        args.json.write_text(json.dumps([{**asdict(r), "ok": r.ok} for r in results], indent=1))
    return 0 if all(r.ok for r in results) else 1


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    sys.exit(main())
