"""evaluate(): compile an untrusted program in a sandbox, run it on tests, judge the outputs,
and (backend "valgrind") measure each passing run in the simulator."""

import json
import re
import secrets
import statistics
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from dataclasses import asdict, dataclass, replace

from sim_runner import cache, measure, valgrind_tool
from sim_runner.profile_measures import ProfileMeasures, measuring_early
from sim_runner.gem5 import container as gem5_container
from sim_runner.gem5 import log as gem5_log
from sim_runner.gem5 import stats as gem5_stats
from sim_runner.compare import first_difference
from sim_runner.measure.machine import Machine
from sim_runner.profiles import Profile, compile_command, get_profile, pch_flags
from sim_runner.report import CompileResult, Limits, Report, SchemaError, TestCase, TestResult, Verdict
from sim_runner.sandbox import Sandbox, SandboxUnavailable, choose
from sim_runner.sandbox.docker_box import DockerSandbox

DRIVER = Path(__file__).resolve().parent / "driver.sh"
PLAN = "plan.json"  # in /box: what the driver does (DriverPlan)
RESULTS = "res"  # in /box: where the driver writes
OUTCOME = "outcome.json"  # in res/: how each step ended (DriverOutcome)
INCLUDE = Path(__file__).resolve().parent / "include"  # our harness headers (effbench_roi.h)
# Our headers on the include path, and the measurement-start constructor linked into every program.
HARNESS_FLAGS = ["-I", "include", "include/effbench_start.cpp"]
PROGRAM_REGION = "program after libc start-up"
ROI_USE = re.compile(r"\bEFFBENCH_ROI_BEGIN\s*\(|#\s*include\s*[<\"]simdbench\.h")
BACKENDS = ("native", "valgrind", "gem5")
GEM5_PROFILES = ("scalar",)  # gem5's X86 decodes SSE..SSSE3 only, with SSE3+ instructions unimplemented
MESSAGE_LIMIT = 4000
KILLED_EXIT = 137  # SIGKILL from outside the driver's timeout: the memory cgroup's OOM killer
XFSZ_EXIT = 128 + 25  # SIGXFSZ: the output file size limit
SIGILL_EXIT = 128 + 4
VALGRIND_MEMORY_MB = 512  # valgrind's own footprint, on top of the program's limit
PROFILE_FILE_BYTES = 64 * 1024 * 1024


def model_identity(backend: str, machine: str = "skylake") -> str | None:
    """The hash of the cost model that measures under `backend` (None where no model of ours
    does): results and reference measurements under another identity are not comparable."""
    return measure.model_hash(machine) if backend == "valgrind" else None


def evaluate(
    source: str,
    tests: Sequence[TestCase],
    *,
    profile: str = "scalar",
    backend: str = "native",
    machine: str = "skylake",
    sandbox: str | Sandbox = "auto",
    limits: Limits | None = None,
    cache_dir: Path | None = None,
    repeat: int = 1,
) -> Report:
    """Compile and judge `source` on `tests`. With `cache_dir` (default: $SIM_RUNNER_CACHE), a
    report already computed for the same program, tests and configuration is returned as is.
    Native backend: each test runs `repeat` times and its wall-clock times are reported."""
    limits = limits or Limits()
    profile_spec = get_profile(profile)
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; known backends: {', '.join(BACKENDS)}")
    if backend == "gem5" and profile not in GEM5_PROFILES:
        raise ValueError(
            f"the gem5 backend supports profile(s) {', '.join(GEM5_PROFILES)} only: gem5 has no AVX and silently skips many SSE3/SSSE3/SSE4 instructions"
        )
    cap = limits.simulated_instructions
    if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int) or cap < 1 or backend != "valgrind"):
        raise ValueError(f"simulated_instructions {cap!r}: a positive count, under the valgrind backend only (the one that counts them)")
    simulated = backend in ("valgrind", "gem5")
    machine_spec = measure.machine.load_machine(machine) if simulated else None
    if backend == "valgrind":
        try:
            measure.mca.tool_version()
        except measure.mca.ThroughputToolMissing as exc:  # never a silently different model
            raise SandboxUnavailable(str(exc)) from None
    box = choose(sandbox) if isinstance(sandbox, str) else sandbox
    cache_dir = cache_dir or cache.default_directory()
    entry = None
    if cache_dir is not None:
        # The compile command is part of what is evaluated (a clang PCH changes the binary).
        identity = {
            "profile": profile,
            "command": build_command(profile),
            "backend": backend,
            # Without a cap, the limits as before the cap existed: gem5's (costly) entries stay valid.
            "limits": {k: v for k, v in asdict(limits).items() if v is not None or k != "simulated_instructions"},
            "runner": box.describe(),
            "sim_runner": measure.VERSION,
            "model": model_identity(backend, machine),
            "effgrind": valgrind_tool.source_hash() if backend == "valgrind" else None,
            "machine": [machine_spec["name"], machine_spec["version"]] if machine_spec else None,
            "gem5": [gem5_container.image_name(), gem5_container.describe_command()] if backend == "gem5" else None,
        }
        entry = cache.key(source, tests, identity)
        hit = cache.load(cache_dir, entry)
        if hit is not None:
            try:
                return Report.from_dict(hit, cached=True)
            except SchemaError:  # written by another sim_runner: evaluated afresh, then replaced
                pass
    if not 1 <= repeat <= 100:
        raise ValueError("repeat must be between 1 and 100")
    if backend == "gem5":
        report = _evaluate_gem5(source, tests, profile_spec, measure.machine.load_machine(machine), box, limits)
    else:
        report = _evaluate(source, tests, profile_spec, backend, machine_spec, box, limits, repeat if not simulated else 1)
    if entry is not None and cache_dir is not None:
        cache.store(cache_dir, entry, report.to_dict())
    return report


def _evaluate(
    source: str, tests: Sequence[TestCase], profile_spec: Profile, backend: str, machine_spec: Machine | None, box: Sandbox, limits: Limits, repeat: int
) -> Report:
    simulated = machine_spec is not None
    profile = profile_spec.name
    workdir = Path(tempfile.mkdtemp(prefix="sim-runner-"))
    try:
        input_dir = f"in-{secrets.token_hex(16)}"
        names = _prepare(
            workdir,
            source,
            tests,
            input_dir,
            profile_spec.glibc_tunables,
            [*measure.valgrind_args(machine_spec), *valgrind_tool.cap_args(limits.simulated_instructions)] if machine_spec is not None else [],
        )
        run_seconds = limits.simulate_seconds if simulated else limits.run_seconds
        file_bytes = max(limits.output_bytes, PROFILE_FILE_BYTES) if simulated else limits.output_bytes
        DriverPlan(limits.compile_seconds, run_seconds, file_bytes // 512 + 1, backend, repeat, tuple(names)).write(workdir)
        # Compile, then every test, then a margin for sandbox start-up and clean-up.
        wall = limits.compile_seconds + len(tests) * repeat * (run_seconds + 1.5) + 20
        box_limits = replace(limits, memory_mb=limits.memory_mb + VALGRIND_MEMORY_MB) if simulated else limits
        results_dir = workdir / RESULTS
        measures = ProfileMeasures(results_dir, profile_spec, machine_spec) if machine_spec is not None else None
        with measuring_early(measures, names, lambda: DriverOutcome.parse((results_dir / OUTCOME).read_text()).last_exits()):
            box.run_driver(workdir, build_command(profile), box_limits, wall, secret_env(input_dir))
        outcome = DriverOutcome.read(results_dir)
        compiled = _compile_result(outcome, results_dir, limits)
        judge = _Judge(results_dir, outcome, compiled, limits, run_seconds, profile_spec, measures)
        results = [judge(name, test) for name, test in zip(names, tests)]
        versions: dict[str, str | None] = {"sim_runner": measure.VERSION, "toolchain": " ".join(profile_spec.command)}
        if machine_spec is not None:
            # Measured region: between EFFBENCH_ROI_BEGIN/END when the program uses them, else
            # everything from its first constructor on (the C library's start-up is excluded).
            versions["region"] = "roi" if ROI_USE.search(source) else PROGRAM_REGION
            versions |= {
                "simulator": measure.SIMULATOR,
                "effgrind": valgrind_tool.source_hash(),
                "model": model_identity(backend, machine_spec["name"]),
                "machine": machine_spec["name"],
                "machine_version": machine_spec["version"],
                "glibc_tunables": profile_spec.glibc_tunables,
            }
        return Report(compile=compiled, tests=results, sandbox=box.name, profile=profile, backend=backend, runner=box.describe(), versions=versions)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _evaluate_gem5(source: str, tests: Sequence[TestCase], profile_spec: Profile, machine_spec: Machine, box: Sandbox, limits: Limits) -> Report:
    """Compile in the runner sandbox, then run each test in gem5's own container."""
    if not isinstance(box, DockerSandbox):
        raise SandboxUnavailable("the gem5 backend runs gem5 in its container: it needs the Docker engine")
    image = gem5_container.find_image(box.client)
    workdir = Path(tempfile.mkdtemp(prefix="sim-runner-"))
    try:
        input_dir = f"in-{secrets.token_hex(16)}"
        names = _prepare(workdir, source, tests, input_dir, profile_spec.glibc_tunables, [])
        DriverPlan(limits.compile_seconds, 1, 1, "native", 0, ()).write(workdir)  # compile only
        box.run_driver(workdir, build_command(profile_spec.name), limits, limits.compile_seconds + 20, secret_env(input_dir))
        compiled = _compile_result(DriverOutcome.read(workdir / RESULTS), workdir / RESULTS, limits)
        results = []
        for name, test in zip(names, tests):
            if not compiled.ok:
                results.append(TestResult(test.name, Verdict.COMPILE_ERROR, 0.0, None, "did not compile"))
                continue
            run = gem5_container.run_test(box.client, workdir, name, f"inputs/{input_dir}/{name}", limits)
            results.append(_judge_gem5(test, run, limits, machine_spec))
        versions = {
            "sim_runner": measure.VERSION,
            "toolchain": " ".join(profile_spec.command),
            "simulator": f"gem5 (image {gem5_container.image_name()})",
            "gem5_image_id": image.id,
            "gem5_command": gem5_container.describe_command(),
            "machine": machine_spec["name"],
            "machine_version": machine_spec["version"],
            "region": "whole program",
        }
        return Report(compile=compiled, tests=results, sandbox=box.name, profile=profile_spec.name, backend="gem5", runner=box.describe(), versions=versions)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _judge_gem5(test: TestCase, run: gem5_container.Gem5Run, limits: Limits, machine_spec: Machine) -> TestResult:
    output = run.outdir / "program.out"
    outcome = RunOutcome(
        exit_code=run.exit_code, seconds=0.0, output=output, timed_out=run.exit_code is None, unsupported=gem5_log.unsupported_instruction(run.log) or ""
    )
    result = judge_run(test, outcome, limits, limits.simulate_seconds)
    if result.verdict == Verdict.TIMEOUT:
        result = replace(result, detail=f"gem5 exceeded {limits.simulate_seconds:g} s", seconds=limits.simulate_seconds)
    if result.verdict != Verdict.PASS:
        return result
    try:
        counts = gem5_stats.read_stats_file(run.outdir / "stats.txt")
    except (OSError, ValueError) as exc:
        return TestResult(test.name, Verdict.MEASUREMENT_ERROR, 0.0, 0, f"gem5 wrote no usable stats.txt ({exc})")
    measurements = measure.model.measure_gem5(counts, machine_spec)
    return TestResult(test.name, Verdict.PASS, counts["seconds"], 0, "", measurements=measurements)


@dataclass(frozen=True)
class RunOutcome:
    """How one run of a test ended, whichever backend ran it."""

    exit_code: int | None  # None: not run, or killed at the sandbox's wall-clock limit
    seconds: float
    output: Path  # the program's stdout
    timed_out: bool = False
    refused: str = ""  # process creations refused at the process limit (a fork bomb)
    unsupported: str = ""  # the simulator could not execute an instruction: its message
    capped: str = ""  # stopped past Limits.simulated_instructions: the detail


def judge_run(test: TestCase, run: RunOutcome, limits: Limits, run_seconds: float) -> TestResult:
    """The one verdict ladder of every backend, first match wins."""
    code, seconds = run.exit_code, run.seconds
    size = run.output.stat().st_size if run.output.exists() else 0
    if code is None and not run.timed_out:
        return TestResult(test.name, Verdict.TIMEOUT, 0.0, None, "not run: the sandbox's wall-clock limit ran out")
    if run.refused:
        return TestResult(
            test.name,
            Verdict.SANDBOX_VIOLATION,
            seconds,
            None if code is None or code > 128 else code,
            f"tried to run more than {limits.pids} processes at once ({run.refused} process creations refused)",
        )
    if code == XFSZ_EXIT or size > limits.output_bytes:
        return TestResult(test.name, Verdict.OUTPUT_LIMIT, seconds, code, f"output exceeded {limits.output_bytes} bytes")
    if run.capped:  # the simulator's timeout, in instructions: its output is cut short
        return TestResult(test.name, Verdict.INSTRUCTION_LIMIT, seconds, None, run.capped)
    if run.timed_out:  # the sandbox's word, never an exit status (a program may return 124)
        return TestResult(test.name, Verdict.TIMEOUT, seconds, None, f"exceeded {run_seconds:g} s")
    assert code is not None  # not run, or timed out: judged above
    if code == KILLED_EXIT:
        return TestResult(test.name, Verdict.MEMORY_LIMIT, seconds, None, f"exceeded {limits.memory_mb} MB")
    if run.unsupported:
        return TestResult(test.name, Verdict.UNSUPPORTED_INSTRUCTION, seconds, code, run.unsupported)
    if code > 128:
        return TestResult(test.name, Verdict.RUNTIME_ERROR, seconds, code, f"killed by signal {code - 128}")
    if code != 0:
        return TestResult(test.name, Verdict.RUNTIME_ERROR, seconds, code, f"exit code {code}")
    difference = first_difference(run.output.read_text(errors="replace"), test.expected_output)
    if difference:
        return TestResult(test.name, Verdict.WRONG_ANSWER, seconds, code, difference)
    return TestResult(test.name, Verdict.PASS, seconds, code, "")


def build_command(profile: str) -> list[str]:
    """The compiler command line of every program under `profile` (the driver adds the files)."""
    return [*compile_command(profile), *pch_flags(profile), *HARNESS_FLAGS]


@dataclass(frozen=True)
class DriverPlan:
    """What driver.sh does in one sandbox run: /box/plan.json, in the one shape the driver reads
    (its header: one key per line, numbers plain, strings that need no escaping)."""

    compile_seconds: float
    run_seconds: float
    file_blocks: int  # the largest file a run may write, in 512-byte blocks
    backend: str  # native | valgrind
    repeat: int  # runs per test; 0: compile only
    tests: tuple[str, ...]  # the tests' input file names in /box/inputs/DIR, in order

    VERSION = 1

    def __post_init__(self) -> None:
        # What the driver's sh reader would refuse, refused here where the message reaches a person.
        for seconds in (self.compile_seconds, self.run_seconds):
            if not 0 < seconds or not PLAIN_NUMBER.fullmatch(f"{seconds:g}"):  # `timeout` and `ulimit -t` read it
                raise ValueError(f"driver plan: {seconds!r} seconds is not a plain positive number")
        if self.backend not in ("native", "valgrind"):
            raise ValueError(f"driver plan: the driver runs no backend {self.backend!r}")
        if self.file_blocks < 1 or not 0 <= self.repeat <= 100:
            raise ValueError(f"driver plan: {self.file_blocks} file blocks, {self.repeat} runs per test")
        for name in self.tests:
            if not SAFE_NAME.fullmatch(name):
                raise ValueError(f"driver plan: test name {name!r} is not of [A-Za-z0-9_-]")

    def to_json(self) -> str:
        lines = [
            f'"version": {self.VERSION}',
            f'"compile_seconds": {self.compile_seconds:g}',
            f'"run_seconds": {self.run_seconds:g}',
            f'"file_blocks": {self.file_blocks:d}',
            f'"backend": "{self.backend}"',
            f'"repeat": {self.repeat:d}',
            f'"tests": {json.dumps(list(self.tests))}',
        ]
        return "{\n" + ",\n".join(lines) + "\n}\n"

    def write(self, box: Path) -> None:
        (box / PLAN).write_text(self.to_json())


SAFE_NAME = re.compile(r"[A-Za-z0-9_-]+")
PLAIN_NUMBER = re.compile(r"[0-9]+(\.[0-9]+)?")


def secret_env(input_dir: str) -> dict[str, str]:
    """The driver's one setting that must stay secret: the input directory's name. Not in the
    plan, which the compiler and the program can read; the driver unsets it before they run."""
    if not SAFE_NAME.fullmatch(input_dir):
        raise ValueError(f"input directory name {input_dir!r} is not of [A-Za-z0-9_-]")
    return {"EFFBENCH_INPUTS": input_dir}


class OutcomeError(ValueError):
    """res/outcome.json is missing, not JSON, or not in the driver's shape."""


@dataclass(frozen=True)
class CompileOutcome:
    exit_code: int
    seconds: float
    timed_out: bool  # timeout ended it (the driver saw it say so)
    memory_killed: bool  # killed (137) and not by timeout: the memory cgroup's OOM killer


@dataclass(frozen=True)
class TestRuns:
    __test__ = False
    runs: tuple[tuple[int, float], ...]  # (exit status, seconds) of each run, stopped at the first failing one
    timed_out: bool  # the last run ran out of time
    refused_processes: int  # process creations refused at the process limit, over the runs


@dataclass(frozen=True)
class DriverOutcome:
    """How the driver's steps ended: res/outcome.json, as driver.sh writes it (its header)."""

    compile: CompileOutcome | None  # None: the compile never ended (the sandbox's wall clock)
    tests: dict[str, TestRuns]  # a test the driver never reached is absent

    VERSION = 1

    @classmethod
    def read(cls, results: Path) -> "DriverOutcome":
        """The outcome in `results`; SandboxUnavailable when there is none to believe (the driver
        never started, or was killed while writing it): an infrastructure fault, never a verdict."""
        try:
            return cls.parse((results / OUTCOME).read_text())
        except FileNotFoundError:
            problem = "none written (the driver did not start, or refused its plan)"
        except (OSError, UnicodeDecodeError, OutcomeError) as exc:
            problem = str(exc)
        raise SandboxUnavailable(f"the sandbox driver left no usable {RESULTS}/{OUTCOME}: {problem}")

    @classmethod
    def parse(cls, text: str) -> "DriverOutcome":
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise OutcomeError(f"not JSON ({exc})") from None
        data = _object(data, "the outcome")
        if data.get("version") != cls.VERSION:
            raise OutcomeError(f"version {data.get('version')!r}, this reader reads version {cls.VERSION}")
        compiled = None
        if data.get("compile") is not None:
            step = _object(data["compile"], "compile")
            compiled = CompileOutcome(
                _int(step, "exit", "compile"), _int(step, "ms", "compile") / 1000, _bool(step, "timed_out", "compile"), _bool(step, "memory_killed", "compile")
            )
        tests = {}
        for name, value in _object(data.get("tests"), "tests").items():
            test = _object(value, f"test {name}")
            runs = test.get("runs")
            if not isinstance(runs, list):
                raise OutcomeError(f"test {name}: runs is not a list")
            where = f"test {name} run"
            tests[name] = TestRuns(
                tuple((_int(run, "exit", where), _int(run, "ms", where) / 1000) for run in (_object(run, where) for run in runs)),
                _bool(test, "timed_out", f"test {name}"),
                _int(test, "refused_processes", f"test {name}"),
            )
        return cls(compiled, tests)

    def last_exits(self) -> dict[str, int | None]:
        """Each test reached so far: its last run's exit status; None where no run ended by
        itself (none yet, or the last ran out of time: its profile is cut short)."""
        return {name: test.runs[-1][0] if test.runs and not test.timed_out else None for name, test in self.tests.items()}

    def run(self, name: str, output: Path) -> RunOutcome:
        """Test `name`'s last run, for judge_run (its stdout in `output`)."""
        test = self.tests.get(name)
        if test is None or not test.runs:
            return RunOutcome(exit_code=None, seconds=0.0, output=output)  # never reached
        code, seconds = test.runs[-1]
        return RunOutcome(
            exit_code=code, seconds=seconds, output=output, timed_out=test.timed_out, refused=str(test.refused_processes) if test.refused_processes else ""
        )


def _object(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise OutcomeError(f"{where} is not an object")
    return value


def _int(data: dict[str, object], key: str, where: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise OutcomeError(f"{where}: {key} is {value!r}, not a count")
    return value


def _bool(data: dict[str, object], key: str, where: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise OutcomeError(f"{where}: {key} is {value!r}, not true or false")
    return value


def _prepare(workdir: Path, source: str, tests: Sequence[TestCase], input_dir: str, tunables: str, valgrind_args: list[str]) -> list[str]:
    """Lay out /box: the program, the driver and the inputs (never the expected outputs), and
    res/, where the driver writes (driver.sh says who may write what)."""
    workdir.chmod(0o755)
    (workdir / "prog.cpp").write_text(source)
    (workdir / "tunables").write_text(tunables)
    (workdir / "valgrind.args").write_text("\n".join(valgrind_args) + "\n")
    shutil.copyfile(DRIVER, workdir / "driver.sh")
    shutil.copytree(INCLUDE, workdir / "include")
    inputs = workdir / "inputs" / input_dir
    inputs.mkdir(parents=True)
    names = []
    for index, test in enumerate(tests):
        name = f"{index:04d}"
        (inputs / name).write_text(test.input)
        names.append(name)
    inputs.chmod(0o755)
    (workdir / "inputs").chmod(0o711)  # not listable: the input directory's name is the secret
    # The driver (root in Docker, uid 65534 under bubblewrap) creates its directories here; the
    # sticky bit keeps anyone else from renaming or removing them.
    (workdir / RESULTS).mkdir()
    (workdir / RESULTS).chmod(0o1777)
    return names


def _compile_result(outcome: DriverOutcome, results: Path, limits: Limits) -> CompileResult:
    log = _read_trimmed(results / "compile.log")
    step = outcome.compile
    if step is None:
        return CompileResult(False, "compilation did not finish (sandbox wall-clock limit)", limits.compile_seconds)
    if step.timed_out:
        return CompileResult(False, f"compilation exceeded {limits.compile_seconds:g} s\n{log}".strip(), step.seconds)
    if step.memory_killed:
        return CompileResult(False, f"compilation exceeded the {limits.memory_mb} MB memory limit\n{log}".strip(), step.seconds)
    if step.exit_code != 0:
        return CompileResult(False, log or f"compiler exited with status {step.exit_code}", step.seconds)
    return CompileResult(True, log, step.seconds)


def _read_trimmed(path: Path, limit: int = MESSAGE_LIMIT) -> str:
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError:
        return ""
    text = data.decode("utf-8", errors="replace").replace("/box/", "")
    return text if len(data) <= limit else text[:limit] + "\n[... trimmed]"


class _Judge:
    """Turns one test's exit status, output and (simulated) profile into a TestResult."""

    def __init__(
        self,
        results: Path,
        outcome: DriverOutcome,
        compiled: CompileResult,
        limits: Limits,
        run_seconds: float,
        profile: Profile,
        measures: ProfileMeasures | None,
    ) -> None:
        self.results, self.outcome, self.compiled, self.limits = results, outcome, compiled, limits
        self.run_seconds, self.profile, self.measures = run_seconds, profile, measures

    def __call__(self, name: str, test: TestCase) -> TestResult:
        result = self._verdict(name, test)
        if self.measures is None:
            if result.verdict == Verdict.PASS:
                times = [seconds for _, seconds in self.outcome.tests[name].runs]
                result = replace(result, timing={"wall_seconds": statistics.median(times), "runs": times, "deterministic": False})
            return result
        # Only a run that ended by itself leaves a complete profile; a killed one has no cost.
        if result.verdict not in (Verdict.PASS, Verdict.WRONG_ANSWER, Verdict.RUNTIME_ERROR) or (result.exit_code is None or result.exit_code > 128):
            return result
        try:
            measured = self.measures(name)
        except (OSError, ValueError) as exc:  # missing or truncated profile, undecodable binary
            if result.verdict == Verdict.PASS:
                return TestResult(test.name, Verdict.MEASUREMENT_ERROR, result.seconds, result.exit_code, f"no usable simulator profile ({type(exc).__name__})")
            return result
        if measured.unsupported:
            return TestResult(test.name, Verdict.UNSUPPORTED_INSTRUCTION, result.seconds, result.exit_code, measured.unsupported)
        if result.verdict == Verdict.PASS:
            result = replace(result, measurements=measured.measurements)
        return result

    def _verdict(self, name: str, test: TestCase) -> TestResult:
        if not self.compiled.ok:
            return TestResult(test.name, Verdict.COMPILE_ERROR, 0.0, None, "did not compile")
        outcome = self.outcome.run(name, self.results / "out" / name)
        if outcome.exit_code == SIGILL_EXIT and self.measures is not None:
            log = _read_trimmed(self.results / "vlog" / name, 20000)
            if "unhandled instruction" in log or "Illegal opcode" in log:
                outcome = replace(outcome, unsupported="the simulator cannot execute an instruction of this program (e.g. AVX-512)")
        # Only effgrind's profile (out of the program's reach) says the run was capped, never
        # the exit status, which the program could fake.
        if self.limits.simulated_instructions is not None and (cap := valgrind_tool.capped(self.results / "prof" / name)) is not None:
            outcome = replace(outcome, capped=f"exceeded {cap} simulated instructions")
        return judge_run(test, outcome, self.limits, self.run_seconds)
