"""evaluate(): compile an untrusted program in a sandbox, run it on tests, judge the outputs,
and (backend "valgrind") measure each passing run in the simulator."""
import re
import secrets
import statistics
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from dataclasses import asdict, dataclass, replace

from sim_runner import cache, measure, valgrind_tool
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
RESULTS = "res"  # in /box: where the driver writes
INCLUDE = Path(__file__).resolve().parent / "include"  # our harness headers (effbench_roi.h)
# Our headers on the include path, and the measurement-start constructor linked into every program.
HARNESS_FLAGS = ["-I", "include", "include/effbench_start.cpp"]
PROGRAM_REGION = "program after libc start-up"
ROI_USE = re.compile(r"\bEFFBENCH_ROI_BEGIN\s*\(|#\s*include\s*[<\"]simdbench\.h")
BACKENDS = ("native", "valgrind", "gem5")
GEM5_PROFILES = ("scalar",)  # gem5's X86 decodes SSE..SSSE3 only, with SSE3+ instructions unimplemented
MESSAGE_LIMIT = 4000
TIMEOUT_EXIT = 124  # GNU timeout: the command ran out of time
KILLED_EXIT = 137   # SIGKILL from outside the driver's timeout: the memory cgroup's OOM killer
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
        raise ValueError(f"the gem5 backend supports profile(s) {', '.join(GEM5_PROFILES)} only: gem5 has no "
                         f"AVX and silently skips many SSE3/SSSE3/SSE4 instructions")
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
        identity = {"profile": profile, "backend": backend, "limits": asdict(limits), "runner": box.describe(),
                    "sim_runner": measure.VERSION,
                    "model": model_identity(backend, machine),
                    "effgrind": valgrind_tool.source_hash() if backend == "valgrind" else None,
                    "machine": [machine_spec["name"], machine_spec["version"]] if machine_spec else None,
                    "gem5": [gem5_container.image_name(), gem5_container.describe_command()] if backend == "gem5" else None}
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


def _evaluate(source: str, tests: Sequence[TestCase], profile_spec: Profile, backend: str, machine_spec: Machine | None,
              box: Sandbox, limits: Limits, repeat: int) -> Report:
    simulated = machine_spec is not None
    profile = profile_spec.name
    workdir = Path(tempfile.mkdtemp(prefix="sim-runner-"))
    try:
        input_dir = f"in-{secrets.token_hex(16)}"
        names = _prepare(workdir, source, tests, input_dir, profile_spec.glibc_tunables,
                         measure.valgrind_args(machine_spec) if machine_spec is not None else [])
        run_seconds = limits.simulate_seconds if simulated else limits.run_seconds
        file_bytes = max(limits.output_bytes, PROFILE_FILE_BYTES) if simulated else limits.output_bytes
        settings = DriverRun(limits.compile_seconds, run_seconds, file_bytes // 512 + 1, backend, repeat, input_dir)
        # Compile, then every test, then a margin for sandbox start-up and clean-up.
        wall = limits.compile_seconds + len(tests) * repeat * (run_seconds + 1.5) + 20
        box_limits = replace(limits, memory_mb=limits.memory_mb + VALGRIND_MEMORY_MB) if simulated else limits
        box.run_driver(workdir, build_command(profile), box_limits, wall, settings.env())
        compiled = _compile_result(workdir / RESULTS, limits)
        judge = _Judge(workdir / RESULTS, compiled, limits, run_seconds, profile_spec, machine_spec)
        results = [judge(name, test) for name, test in zip(names, tests)]
        versions: dict[str, str | None] = {"sim_runner": measure.VERSION, "toolchain": " ".join(profile_spec.command)}
        if machine_spec is not None:
            # Measured region: between EFFBENCH_ROI_BEGIN/END when the program uses them, else
            # everything from its first constructor on (the C library's start-up is excluded).
            versions["region"] = "roi" if ROI_USE.search(source) else PROGRAM_REGION
            versions |= {"simulator": measure.SIMULATOR, "effgrind": valgrind_tool.source_hash(),
                         "model": model_identity(backend, machine_spec["name"]),
                         "machine": machine_spec["name"],
                         "machine_version": machine_spec["version"], "glibc_tunables": profile_spec.glibc_tunables}
        return Report(compile=compiled, tests=results, sandbox=box.name, profile=profile, backend=backend,
                      runner=box.describe(), versions=versions)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _evaluate_gem5(source: str, tests: Sequence[TestCase], profile_spec: Profile, machine_spec: Machine, box: Sandbox,
                   limits: Limits) -> Report:
    """Compile in the runner sandbox, then run each test in gem5's own container."""
    if not isinstance(box, DockerSandbox):
        raise SandboxUnavailable("the gem5 backend runs gem5 in its container: it needs the Docker engine")
    image = gem5_container.find_image(box.client)
    workdir = Path(tempfile.mkdtemp(prefix="sim-runner-"))
    try:
        input_dir = f"in-{secrets.token_hex(16)}"
        names = _prepare(workdir, source, tests, input_dir, profile_spec.glibc_tunables, [])
        settings = DriverRun(limits.compile_seconds, 1, 1, "native", 0, input_dir)  # compile only
        box.run_driver(workdir, build_command(profile_spec.name), limits, limits.compile_seconds + 20, settings.env())
        compiled = _compile_result(workdir / RESULTS, limits)
        results = []
        for name, test in zip(names, tests):
            if not compiled.ok:
                results.append(TestResult(test.name, Verdict.COMPILE_ERROR, 0.0, None, "did not compile"))
                continue
            run = gem5_container.run_test(box.client, workdir, name, f"inputs/{input_dir}/{name}", limits)
            results.append(_judge_gem5(test, run, limits, machine_spec))
        versions = {"sim_runner": measure.VERSION, "toolchain": " ".join(profile_spec.command),
                    "simulator": f"gem5 (image {gem5_container.image_name()})",
                    "gem5_image_id": image.id, "gem5_command": gem5_container.describe_command(),
                    "machine": machine_spec["name"], "machine_version": machine_spec["version"], "region": "whole program"}
        return Report(compile=compiled, tests=results, sandbox=box.name, profile=profile_spec.name, backend="gem5",
                      runner=box.describe(), versions=versions)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _judge_gem5(test: TestCase, run: gem5_container.Gem5Run, limits: Limits, machine_spec: Machine) -> TestResult:
    output = run.outdir / "program.out"
    outcome = RunOutcome(exit_code=run.exit_code, seconds=0.0, output=output, timed_out=run.exit_code is None,
                         unsupported=gem5_log.unsupported_instruction(run.log) or "")
    result = judge_run(test, outcome, limits, limits.simulate_seconds)
    if result.verdict == Verdict.TIMEOUT:
        result.detail, result.seconds = f"gem5 exceeded {limits.simulate_seconds:g} s", limits.simulate_seconds
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
    output: Path           # the program's stdout
    timed_out: bool = False
    refused: str = ""      # process creations refused at the process limit (a fork bomb)
    unsupported: str = ""  # the simulator could not execute an instruction: its message


def judge_run(test: TestCase, run: RunOutcome, limits: Limits, run_seconds: float) -> TestResult:
    """The one verdict ladder of every backend, first match wins."""
    code, seconds = run.exit_code, run.seconds
    size = run.output.stat().st_size if run.output.exists() else 0
    if code is None and not run.timed_out:
        return TestResult(test.name, Verdict.TIMEOUT, 0.0, None, "not run: the sandbox's wall-clock limit ran out")
    if run.refused:
        return TestResult(test.name, Verdict.SANDBOX_VIOLATION, seconds, None if code is None or code > 128 else code,
                          f"tried to run more than {limits.pids} processes at once "
                          f"({run.refused} process creations refused)")
    if code == XFSZ_EXIT or size > limits.output_bytes:
        return TestResult(test.name, Verdict.OUTPUT_LIMIT, seconds, code, f"output exceeded {limits.output_bytes} bytes")
    if run.timed_out or code == TIMEOUT_EXIT:
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
class DriverRun:
    """driver.sh's settings, given by name in its environment (its command line is the compiler's)."""

    compile_seconds: float
    run_seconds: float
    file_blocks: int     # the largest file a run may write, in 512-byte blocks
    backend: str         # native | valgrind
    repeat: int          # runs per test; 0: compile only
    inputs: str          # the input directory's name in /box/inputs: on no command line

    def env(self) -> dict[str, str]:
        return {"EFFBENCH_COMPILE_SECONDS": f"{self.compile_seconds:g}", "EFFBENCH_RUN_SECONDS": f"{self.run_seconds:g}",
                "EFFBENCH_FILE_BLOCKS": str(self.file_blocks), "EFFBENCH_BACKEND": self.backend,
                "EFFBENCH_REPEAT": str(self.repeat), "EFFBENCH_INPUTS": self.inputs}


def _prepare(workdir: Path, source: str, tests: Sequence[TestCase], input_dir: str, tunables: str,
             valgrind_args: list[str]) -> list[str]:
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


def _status(path: Path) -> tuple[int, float] | None:
    """The (exit code, seconds) of a single-run status file, or of the last of repeated runs."""
    runs = _runs(path)
    return runs[-1] if runs else None


def _runs(path: Path) -> list[tuple[int, float]]:
    try:
        return [(int(code), int(millis) / 1000) for code, millis in
                (line.split() for line in path.read_text().splitlines() if line.strip())]
    except (OSError, ValueError):
        return []


def _compile_result(results: Path, limits: Limits) -> CompileResult:
    status = _status(results / "compile.status")
    log = _read_trimmed(results / "compile.log")
    if status is None:
        return CompileResult(False, "compilation did not finish (sandbox wall-clock limit)", limits.compile_seconds)
    code, seconds = status
    if code == TIMEOUT_EXIT:
        return CompileResult(False, f"compilation exceeded {limits.compile_seconds:g} s\n{log}".strip(), seconds)
    if code == KILLED_EXIT:
        return CompileResult(False, f"compilation exceeded the {limits.memory_mb} MB memory limit\n{log}".strip(), seconds)
    if code != 0:
        return CompileResult(False, log or f"compiler exited with status {code}", seconds)
    return CompileResult(True, log, seconds)


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

    def __init__(self, results: Path, compiled: CompileResult, limits: Limits, run_seconds: float, profile: Profile,
                 machine: Machine | None) -> None:
        self.results, self.compiled, self.limits = results, compiled, limits
        self.run_seconds, self.profile, self.machine = run_seconds, profile, machine
        self._binary: measure.isa.Binary | None = None

    def __call__(self, name: str, test: TestCase) -> TestResult:
        result = self._verdict(name, test)
        if self.machine is None:
            if result.verdict == Verdict.PASS:
                times = [seconds for _, seconds in _runs(self.results / "status" / name)]
                result.timing = {"wall_seconds": statistics.median(times), "runs": times, "deterministic": False}
            return result
        # Only a run that ended by itself leaves a complete profile; a killed one has no cost.
        if result.verdict not in (Verdict.PASS, Verdict.WRONG_ANSWER, Verdict.RUNTIME_ERROR) or (
            result.exit_code is None or result.exit_code > 128
        ):
            return result
        profile_path = self.results / "prof" / name
        try:
            measured = measure.from_profile(profile_path, self.binary(), self._decoder, self.machine,
                                            self.profile.max_level, self.profile.forbidden)
        except (OSError, ValueError) as exc:  # missing or truncated profile, undecodable binary
            if result.verdict == Verdict.PASS:
                return TestResult(test.name, Verdict.MEASUREMENT_ERROR, result.seconds, result.exit_code,
                                  f"no usable simulator profile ({type(exc).__name__})")
            return result
        if measured.unsupported:
            return TestResult(test.name, Verdict.UNSUPPORTED_INSTRUCTION, result.seconds, result.exit_code,
                              measured.unsupported)
        if result.verdict == Verdict.PASS:
            result.measurements = measured.measurements
        return result

    def _timed_out(self, name: str) -> bool:
        """`timeout` also exits 137 when its KILL follow-up was needed; it says so in kill/NAME."""
        return "sending signal" in _read_trimmed(self.results / "kill" / name, 2000)

    def binary(self) -> measure.isa.Binary:
        if self._binary is None:
            self._binary = measure.isa.Binary(self.results / "prog.bin")
            self._decoder = measure.blocks.Decoder(self._binary.bytes_at)
        return self._binary

    def _verdict(self, name: str, test: TestCase) -> TestResult:
        if not self.compiled.ok:
            return TestResult(test.name, Verdict.COMPILE_ERROR, 0.0, None, "did not compile")
        code, seconds = _status(self.results / "status" / name) or (None, 0.0)
        unsupported = ""
        if code == SIGILL_EXIT and self.machine is not None:
            log = _read_trimmed(self.results / "vlog" / name, 20000)
            if "unhandled instruction" in log or "Illegal opcode" in log:
                unsupported = "the simulator cannot execute an instruction of this program (e.g. AVX-512)"
        outcome = RunOutcome(exit_code=code, seconds=seconds, output=self.results / "out" / name,
                             timed_out=code == KILLED_EXIT and self._timed_out(name),
                             refused=_read_trimmed(self.results / "limit" / name, 100).strip(), unsupported=unsupported)
        return judge_run(test, outcome, self.limits, self.run_seconds)
