"""evaluate(): compile an untrusted program in a sandbox, run it on tests, judge the outputs."""
import secrets
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from sim_runner.compare import first_difference
from sim_runner.profiles import compile_command
from sim_runner.report import CompileResult, Limits, Report, TestCase, TestResult, Verdict
from sim_runner.sandbox import Sandbox, choose

DRIVER = Path(__file__).resolve().parent / "driver.sh"
MESSAGE_LIMIT = 4000
TIMEOUT_EXIT = 124  # GNU timeout: the command ran out of time
KILLED_EXIT = 137   # SIGKILL from outside the driver's timeout: the memory cgroup's OOM killer
XFSZ_EXIT = 128 + 25  # SIGXFSZ: the output file size limit


def evaluate(
    source: str,
    tests: Sequence[TestCase],
    *,
    profile: str = "scalar",
    sandbox: str | Sandbox = "auto",
    limits: Limits | None = None,
) -> Report:
    limits = limits or Limits()
    command = compile_command(profile)
    box = choose(sandbox) if isinstance(sandbox, str) else sandbox
    workdir = Path(tempfile.mkdtemp(prefix="sim-runner-"))
    try:
        input_dir = f"in-{secrets.token_hex(16)}"
        names = _prepare(workdir, source, tests, input_dir)
        argv = [_num(limits.compile_seconds), _num(limits.run_seconds), str(limits.output_bytes), input_dir,
                "--", *command]
        # Compile, then every test, then a margin for sandbox start-up and clean-up.
        wall = limits.compile_seconds + len(tests) * (limits.run_seconds + 1.5) + 20
        box.run_driver(workdir, argv, limits, wall)
        compiled = _compile_result(workdir, limits)
        results = [_judge(workdir, name, test, compiled, limits) for name, test in zip(names, tests)]
        return Report(compile=compiled, tests=results, sandbox=box.name, profile=profile, runner=box.describe())
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _num(value: float) -> str:
    return f"{value:g}"


def _prepare(workdir: Path, source: str, tests: Sequence[TestCase], input_dir: str) -> list[str]:
    """Lay out /box: the program, the driver and the inputs (never the expected outputs)."""
    workdir.chmod(0o755)
    (workdir / "prog.cpp").write_text(source)
    shutil.copyfile(DRIVER, workdir / "driver.sh")
    for sub in (input_dir, "out", "status"):
        (workdir / sub).mkdir()
    names = []
    for index, test in enumerate(tests):
        name = f"{index:04d}"
        (workdir / input_dir / name).write_text(test.input)
        names.append(name)
    # The sandbox runs as uid 65534: it may write only where results go.
    for writable in (workdir, workdir / "out", workdir / "status"):
        writable.chmod(0o777)
    return names


def _status(path: Path) -> tuple[int, float] | None:
    try:
        code, millis = path.read_text().split()
        return int(code), int(millis) / 1000
    except (OSError, ValueError):
        return None


def _compile_result(workdir: Path, limits: Limits) -> CompileResult:
    status = _status(workdir / "compile.status")
    log = _read_trimmed(workdir / "compile.log")
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


def _read_trimmed(path: Path) -> str:
    try:
        with open(path, "rb") as handle:
            data = handle.read(MESSAGE_LIMIT + 1)
    except OSError:
        return ""
    text = data.decode("utf-8", errors="replace").replace("/box/", "")
    return text if len(data) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT] + "\n[... trimmed]"


def _judge(workdir: Path, name: str, test: TestCase, compiled: CompileResult, limits: Limits) -> TestResult:
    if not compiled.ok:
        return TestResult(test.name, Verdict.COMPILE_ERROR, 0.0, None, "did not compile")
    status = _status(workdir / "status" / name)
    if status is None:
        return TestResult(test.name, Verdict.TIMEOUT, 0.0, None, "not run: the sandbox's wall-clock limit ran out")
    code, seconds = status
    output = workdir / "out" / name
    size = output.stat().st_size if output.exists() else 0
    if code == XFSZ_EXIT or size > limits.output_bytes:
        return TestResult(test.name, Verdict.OUTPUT_LIMIT, seconds, code, f"output exceeded {limits.output_bytes} bytes")
    if code == TIMEOUT_EXIT:
        return TestResult(test.name, Verdict.TIMEOUT, seconds, None, f"exceeded {limits.run_seconds:g} s")
    if code == KILLED_EXIT:
        return TestResult(test.name, Verdict.MEMORY_LIMIT, seconds, None, f"exceeded {limits.memory_mb} MB")
    if code > 128:
        return TestResult(test.name, Verdict.RUNTIME_ERROR, seconds, code, f"killed by signal {code - 128}")
    if code != 0:
        return TestResult(test.name, Verdict.RUNTIME_ERROR, seconds, code, f"exit code {code}")
    difference = first_difference(output.read_text(errors="replace"), test.expected_output)
    if difference:
        return TestResult(test.name, Verdict.WRONG_ANSWER, seconds, code, difference)
    return TestResult(test.name, Verdict.PASS, seconds, code, "")
