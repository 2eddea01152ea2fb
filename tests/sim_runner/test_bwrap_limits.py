"""The bubblewrap sandbox's limits on every kind of host: the rlimit fallback run for real as an
unprivileged user, root refused where no cgroup can cap the process count, and the cgroup v2
decisions. This machine's memory and pids controllers are on cgroup v1, so v2 groups with limits
cannot be made here: those decisions are checked against a fake cgroupfs tree (the cgroup root
and /proc/self/cgroup paths are parameters), while what the kernel's unified hierarchy can show
here (entering a group, cgroup.kill and rmdir, the controllers missing) is checked for real."""

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from sim_runner import valgrind_tool
from sim_runner.report import Limits
from sim_runner.sandbox import SandboxUnavailable
from sim_runner.sandbox.bwrap_box import V2_LEAF, BwrapSandbox, NoCgroup, _CgroupV2, _entering, open_cgroup

REPO = Path(__file__).resolve().parents[2]
NOBODY = 65534
UNIFIED = Path("/sys/fs/cgroup/unified")
LIMITS = Limits(compile_seconds=10, run_seconds=5, memory_mb=256, pids=32)

FORKER = r"""
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
/* Starts up to argv[1] sleeping children; prints how many started and the errno that stopped it. */
int main(int argc, char **argv) {
  int want = atoi(argv[1]), started = 0, err = 0;
  static pid_t kids[4096];
  for (; started < want; ++started) {
    pid_t pid = fork();
    if (pid < 0) { err = errno; break; }
    if (pid == 0) { pause(); _exit(0); }
    kids[started] = pid;
  }
  printf("%d %d\n", started, err);
  for (int i = 0; i < started; ++i) kill(kids[i], SIGKILL);
  return 0;
}
"""
HOG = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Allocates and touches 16 MiB blocks up to argv[1] MiB; prints how far it got and whether refused. */
int main(int argc, char **argv) {
  long want = atol(argv[1]), got = 0;
  for (; got < want; got += 16) {
    char *block = malloc(16 << 20);
    if (!block) { printf("%ld refused\n", got); return 0; }
    memset(block, 1, 16 << 20);
  }
  printf("%ld all\n", got);
  return 0;
}
"""


# ---------------------------------------------------------------------------------------------
# Running code as an unprivileged user (uid 65534), with a directory it may use.


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A directory under /tmp that uid 65534 can enter (pytest's tmp_path is private to root)."""
    path = Path(tempfile.mkdtemp(prefix="effbench-bwrap-limits-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


class Nobody:
    """Runs Python code as uid/gid 65534, with sim_runner importable from this checkout."""

    def __init__(self, python: str, tool_dir: Path | None = None):
        self.python = python
        self.tool_dir = tool_dir

    def env(self) -> dict[str, str]:
        paths = dict.fromkeys([str(REPO), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": os.pathsep.join(paths), "PYTHONDONTWRITEBYTECODE": "1", "LC_ALL": "C"}
        if self.tool_dir:
            env["SIM_RUNNER_TOOL_DIR"] = str(self.tool_dir)
        return env

    def run(self, code: str, *args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run(
            ["setpriv", "--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups", self.python, "-c", textwrap.dedent(code), *args],
            capture_output=True,
            text=True,
            env=self.env(),
            cwd=cwd,
            timeout=timeout,
        )

    def result(self, code: str, *args: str, cwd: Path) -> dict:
        done = self.run(code, *args, cwd=cwd)
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout.splitlines()[-1])


def _as_nobody(argv: list[str], cwd: str = "/") -> subprocess.CompletedProcess:
    return subprocess.run(
        ["setpriv", "--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups", *argv], capture_output=True, text=True, cwd=cwd, timeout=60
    )


@pytest.fixture(scope="session")
def nobody_python() -> str:
    """A Python that uid 65534 can run and import sim_runner with; skipped, named, where none."""
    if os.getuid() != 0:
        pytest.skip("running code as uid 65534 needs root (setpriv --reuid)")
    if not shutil.which("setpriv"):
        pytest.skip("setpriv (util-linux) is not installed")
    tried = []
    for python in dict.fromkeys([sys.executable, shutil.which("python3") or "", "/usr/bin/python3"]):
        if not python:
            continue
        done = subprocess.run(
            ["setpriv", "--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups", python, "-c", "import sim_runner.sandbox.bwrap_box"],
            capture_output=True,
            text=True,
            env=Nobody(python).env(),
            cwd="/",
            timeout=60,
        )
        if done.returncode == 0:
            return python
        tried.append(f"{python}: {(done.stderr.strip().splitlines() or ['?'])[-1]}")
    pytest.skip("no Python that uid 65534 can run sim_runner with (" + "; ".join(tried) + ")")


@pytest.fixture
def nobody(nobody_python: str) -> Nobody:
    return Nobody(nobody_python)


@pytest.fixture
def nobody_bwrap(nobody: Nobody, shared_dir: Path) -> Nobody:
    """uid 65534 with a bwrap that works unprivileged and the effgrind tool where it can read it."""
    bwrap = shutil.which("bwrap")
    if not bwrap:
        pytest.skip("bubblewrap (bwrap) is not installed")
    probe = _as_nobody(
        [
            bwrap,
            "--unshare-all",
            "--unshare-user",
            "--ro-bind",
            "/usr",
            "/usr",
            "--symlink",
            "usr/bin",
            "/bin",
            "--symlink",
            "usr/lib",
            "/lib",
            "--symlink",
            "usr/lib64",
            "/lib64",
            "/bin/sh",
            "-c",
            "echo ok",
        ]
    )
    if probe.stdout.strip() != "ok":
        pytest.skip(f"bwrap does not run as uid {NOBODY} (unprivileged user namespaces?): {probe.stderr.strip()}")
    # The sandbox mounts the effgrind tool; the one built for root lives in root's private cache.
    built = valgrind_tool.ensure_built()
    tools = shared_dir / "tools"
    shutil.copytree(built, tools / built.name)
    return Nobody(nobody.python, tools)


# ---------------------------------------------------------------------------------------------
# (a) The rlimit fallback, for real, as a non-root user.

RUN_SANDBOX = """
    import json, subprocess, sys
    from pathlib import Path
    from sim_runner.report import Limits
    from sim_runner.sandbox.bwrap_box import BwrapSandbox

    workdir, memory_mb, pids, others = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    # Other processes of this uid on the host: they must not count against the sandbox's cap.
    sleepers = [subprocess.Popen(["sleep", "3141"]) for _ in range(others)]
    try:
        BwrapSandbox.find().run_driver(workdir, [], Limits(memory_mb=memory_mb, pids=pids), wall_seconds=60)
    finally:
        for sleeper in sleepers:
            sleeper.kill()
            sleeper.wait()
    print(json.dumps({"ok": True}))
"""


def _compile(source: str, out: Path) -> None:
    src = out.with_suffix(".c")
    src.write_text(source)
    done = subprocess.run(["gcc", "-O1", "-static", "-o", str(out), str(src)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot build the test programs with gcc -static: {done.stderr[-500:]}")


def _limits_line(text: str, name: str) -> list[str]:
    line = next(line for line in text.splitlines() if line.startswith(name))
    return line[len(name) :].split()[:2]


def test_rlimit_fallback_caps_processes_and_memory_as_a_non_root_user(nobody_bwrap: Nobody, shared_dir: Path):
    if not shutil.which("gcc"):
        pytest.skip("gcc is not installed")
    workdir = shared_dir / "box"
    workdir.mkdir()
    _compile(FORKER, workdir / "forker")
    _compile(HOG, workdir / "hog")
    (workdir / "driver.sh").write_text("cat /proc/self/limits > limits.txt\n./forker 200 > forker.txt 2>&1\n./hog 1024 > hog.txt 2>&1\nexit 0\n")
    for path in [workdir, *workdir.iterdir()]:
        os.chown(path, NOBODY, NOBODY)

    pids, memory_mb = 16, 128
    # Whatever this host's cgroups, uid 65534 cannot write them: the fallback is what runs.
    result = nobody_bwrap.result(RUN_SANDBOX, str(workdir), str(memory_mb), str(pids), "40", cwd=shared_dir)
    assert result == {"ok": True}

    limits = (workdir / "limits.txt").read_text()
    assert _limits_line(limits, "Max processes") == [str(pids)] * 2
    assert _limits_line(limits, "Max address space") == [str(memory_mb << 20)] * 2
    # Process creation refused at the limit (EAGAIN), counting the sandbox's own processes only:
    # the init, the driver and the forker take 3 of the 16, and 40 other processes of the same
    # uid outside the sandbox take none (an RLIMIT_NPROC set on the launcher would count them,
    # and bwrap itself could not have started).
    started, err = map(int, (workdir / "forker.txt").read_text().split())
    assert err == 11 and 8 <= started < pids, (started, err)
    # Memory refused at the limit: the allocation fails (no OOM kill without a cgroup).
    got, how = (workdir / "hog.txt").read_text().split()
    assert how == "refused" and 32 <= int(got) < memory_mb, (got, how)
    # Nothing of the sandbox survives.
    leftover = subprocess.run(["pgrep", "-u", str(NOBODY), "-f", "forker|hog|sleep 3141"], capture_output=True, text=True).stdout
    assert leftover == ""


def test_rlimit_fallback_never_starts_the_driver_when_it_cannot_set_the_limits(nobody_bwrap: Nobody, shared_dir: Path):
    """bwrap holds the sandbox until the limits are set; an RLIMIT_AS too small for the driver
    shows the limit applied before the driver's first instruction (it cannot even start)."""
    workdir = shared_dir / "box"
    workdir.mkdir()
    (workdir / "driver.sh").write_text("echo ran > ran.txt\n")
    for path in [workdir, *workdir.iterdir()]:
        os.chown(path, NOBODY, NOBODY)
    done = nobody_bwrap.run(RUN_SANDBOX, str(workdir), "1", "16", "0", cwd=shared_dir)
    assert done.returncode != 0 and "SandboxUnavailable" in done.stderr, done.stderr[-2000:]
    assert not (workdir / "ran.txt").exists()


GATE_UNSET = """
    import json, os, signal, subprocess, sys, time
    from pathlib import Path
    from sim_runner.report import Limits
    from sim_runner.sandbox.bwrap_box import BwrapSandbox, _RlimitGate

    # run_driver's fallback launch, up to the moment it would set the limits; then the gate
    # closes without them: closed by this process, or by its death (a worker killed there).
    workdir, how = Path(sys.argv[1]), sys.argv[2]
    box, gate = BwrapSandbox.find(), _RlimitGate()
    command = box._argv(workdir, [], None, rlimits=Limits())
    proc = subprocess.Popen([command[0], *gate.flags(), *command[1:]], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={},
                            start_new_session=True, pass_fds=gate.child_fds())
    time.sleep(0.5)
    if how == "die":
        os.kill(os.getpid(), signal.SIGKILL)
    gate.close()
    _, stderr = proc.communicate(timeout=30)
    print(json.dumps({"exit": proc.returncode, "stderr": stderr.decode()}))
"""


@pytest.mark.parametrize("how", ["closed", "die"])
def test_a_sandbox_released_without_its_limits_never_runs_the_driver(nobody_bwrap: Nobody, shared_dir: Path, how: str):
    """bwrap takes the gate's end of file as its release, as it takes the byte: a worker killed
    before it set the limits would let the driver run without them. The driver refuses to."""
    workdir = shared_dir / "box"
    workdir.mkdir()
    (workdir / "driver.sh").write_text("echo ran > ran.txt\n")
    for path in [workdir, *workdir.iterdir()]:
        os.chown(path, NOBODY, NOBODY)
    if how == "closed":
        result = nobody_bwrap.result(GATE_UNSET, str(workdir), how, cwd=shared_dir)
        assert result["exit"] == 97 and "sandbox started without its rlimits" in result["stderr"], result
    else:
        # The sandbox outlives the worker (or is killed with it, by bwrap's --die-with-parent
        # chain, depending on timing): wait until nothing of it is left.
        done = nobody_bwrap.run(GATE_UNSET, str(workdir), how, cwd=shared_dir)
        assert done.returncode == -9, done.stderr[-2000:]
        deadline = time.monotonic() + 20
        while subprocess.run(["pgrep", "-u", str(NOBODY), "-f", str(workdir)], capture_output=True).returncode == 0:
            assert time.monotonic() < deadline, "the sandbox did not end"
            time.sleep(0.05)
    assert not (workdir / "ran.txt").exists()


# ---------------------------------------------------------------------------------------------
# (b) Root with no usable cgroup is refused, never run without a process limit.


def _root_only() -> None:
    if os.getuid() != 0:
        pytest.skip("the refusal applies to root; this test runs as another user")


def _refused_run(sandbox: BwrapSandbox, workdir: Path) -> str:
    workdir.mkdir()
    (workdir / "driver.sh").write_text("echo ran > ran.txt\n")
    with pytest.raises(SandboxUnavailable) as refused:
        sandbox.run_driver(workdir, [], LIMITS, wall_seconds=30)
    assert not (workdir / "ran.txt").exists()
    return str(refused.value)


def test_root_without_cgroups_is_refused(require_bwrap, tmp_path: Path):
    _root_only()
    nothing = tmp_path / "no-cgroups"  # no v1 hierarchies, no cgroup2 mount
    nothing.mkdir()
    message = _refused_run(BwrapSandbox(shutil.which("bwrap"), cgroup_root=nothing), tmp_path / "box")
    assert "running as root with no writable cgroup" in message
    assert "RLIMIT_NPROC" in message and "process count could not be capped" in message
    assert "not both writable" in message  # and why no cgroup was usable


def test_root_on_a_real_v2_hierarchy_without_memory_and_pids_is_refused(require_bwrap, tmp_path: Path):
    """This host's unified hierarchy has neither controller (both are on v1): the real kernel
    files, read only; nothing is created there."""
    _root_only()
    if not (UNIFIED / "cgroup.controllers").exists():
        pytest.skip(f"no cgroup2 mount at {UNIFIED}")
    if {"memory", "pids"} <= set((UNIFIED / "cgroup.controllers").read_text().split()):
        pytest.skip(f"{UNIFIED} has the memory and pids controllers")
    before = set(UNIFIED.iterdir())
    message = _refused_run(BwrapSandbox(shutil.which("bwrap"), cgroup_root=UNIFIED), tmp_path / "box")
    assert "running as root with no writable cgroup" in message
    assert f"controller(s) are not available in {UNIFIED}" in message
    assert set(UNIFIED.iterdir()) == before


# ---------------------------------------------------------------------------------------------
# (c) cgroup v2: the decisions, against a fake cgroupfs tree.


def _fake_v2(root: Path, *, controllers: str = "cpuset cpu io memory hugetlb pids rdma misc", enabled: str = "cpu io memory pids") -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "cgroup.controllers").write_text(controllers + "\n")
    (root / "cgroup.subtree_control").write_text(enabled + "\n")
    (root / "cgroup.procs").write_text("1\n2\n")
    return root


def _self_cgroup(path: Path, cgroup: str) -> Path:
    path.write_text(f"0::{cgroup}\n")
    return path


def _limit_files(group: Path) -> dict[str, str]:
    return {name: (group / name).read_text() for name in ("memory.max", "memory.swap.max", "pids.max")}


def test_v2_as_root_makes_the_run_group_under_a_dedicated_parent(tmp_path: Path):
    _root_only()
    root = _fake_v2(tmp_path / "cgroup")
    group = open_cgroup(LIMITS, root, _self_cgroup(tmp_path / "self", "/system.slice/worker.service"))
    assert isinstance(group, _CgroupV2)
    parent = root / "effbench"
    assert group.path.parent == parent and group.path.name.startswith("effbench-run-")
    # Swap 0: the whole footprint is the limit, as v1's memsw and Docker's memswap_limit.
    assert _limit_files(group.path) == {"memory.max": str(256 << 20), "memory.swap.max": "0", "pids.max": "32"}
    assert (parent / "cgroup.subtree_control").read_text() == "+memory +pids"
    assert (root / "cgroup.subtree_control").read_text() == "cpu io memory pids\n"  # already enabled: untouched
    assert not (root / V2_LEAF).exists() and not (parent / V2_LEAF).exists()  # no process moved
    assert group.procs_files() == [group.path / "cgroup.procs"]
    assert group.pids_events() == group.path / "pids.events"
    # The launcher enters the group before it becomes bwrap; the driver reads the group's
    # pids.events where it reads the v1 one (driver.sh: /sys/fs/cgroup/pids/pids.events).
    launcher = _entering(group, ["bwrap", "..."])
    assert launcher[:3] == ["/bin/sh", "-c", f'echo $$ > {group.path}/cgroup.procs && exec "$@"']
    argv = BwrapSandbox("bwrap")._argv(tmp_path, [], group)
    at = argv.index(str(group.path / "pids.events"))
    assert argv[at - 1 : at + 2] == ["--ro-bind", str(group.path / "pids.events"), "/sys/fs/cgroup/pids/pids.events"]
    # Each run gets its own group; the parent is set up once.
    (parent / "cgroup.subtree_control").write_text("memory pids\n")  # as the kernel shows it
    again = open_cgroup(LIMITS, root, tmp_path / "self")
    assert again.path.parent == parent and again.path != group.path
    assert (parent / "cgroup.subtree_control").read_text() == "memory pids\n"


def test_v2_as_root_enables_the_controllers_at_the_root_when_missing(tmp_path: Path):
    _root_only()
    root = _fake_v2(tmp_path / "cgroup", enabled="cpu")
    group = open_cgroup(LIMITS, root, _self_cgroup(tmp_path / "self", "/"))
    assert (root / "cgroup.subtree_control").read_text() == "+memory +pids"
    assert group.path.parent == root / "effbench"


def test_v2_as_root_without_the_controllers_creates_nothing(tmp_path: Path):
    _root_only()
    root = _fake_v2(tmp_path / "cgroup", controllers="cpu io memory", enabled="cpu")
    with pytest.raises(NoCgroup, match=r"the pids controller\(s\) are not available in .*delegated: cpu io memory"):
        open_cgroup(LIMITS, root, _self_cgroup(tmp_path / "self", "/"))
    assert sorted(path.name for path in root.iterdir()) == ["cgroup.controllers", "cgroup.procs", "cgroup.subtree_control"]
    assert (root / "cgroup.subtree_control").read_text() == "cpu\n"


# The non-root decisions run as uid 65534 for real (os.access and the writes are the kernel's).

NOBODY_OPEN = """
    import json, sys
    from pathlib import Path
    from sim_runner.report import Limits
    from sim_runner.sandbox.bwrap_box import NoCgroup, open_cgroup

    try:
        group = open_cgroup(Limits(memory_mb=256, pids=32), Path(sys.argv[1]), Path(sys.argv[2]))
        print(json.dumps({"group": str(group.path)}))
    except NoCgroup as exc:
        print(json.dumps({"refused": str(exc)}))
"""
SCOPE = "/user.slice/user-65534.slice/worker.scope"


def _delegated(root: Path, *, controllers: str = "memory pids", enabled: str = "", owner: int = NOBODY) -> Path:
    """A fake v2 tree whose `SCOPE` group holds processes and is delegated to `owner`."""
    _fake_v2(root)
    scope = root / SCOPE.lstrip("/")
    scope.mkdir(parents=True)
    for name, text in (("cgroup.controllers", controllers), ("cgroup.subtree_control", enabled), ("cgroup.procs", "4242\n4243\n")):
        (scope / name).write_text(text + "\n")
    for path in [scope, *scope.iterdir()]:
        os.chown(path, owner, owner)
    for path in [root, *root.rglob("*")]:
        path.chmod(path.stat().st_mode | 0o055 if path.is_dir() else path.stat().st_mode | 0o044)
    return scope


def test_v2_as_a_user_makes_the_run_group_in_its_delegated_cgroup(nobody: Nobody, shared_dir: Path):
    root = shared_dir / "cgroup"
    scope = _delegated(root)
    result = nobody.result(NOBODY_OPEN, str(root), str(_self_cgroup(shared_dir / "self", SCOPE)), cwd=shared_dir)
    group = Path(result["group"])
    assert group.parent == scope and group.name.startswith("effbench-run-")
    assert _limit_files(group) == {"memory.max": str(256 << 20), "memory.swap.max": "0", "pids.max": "32"}
    # No internal processes: the group's own processes move to a leaf before it enables the
    # controllers for its children.
    assert (scope / V2_LEAF / "cgroup.procs").read_text() in {"4242", "4243"}
    assert (scope / "cgroup.subtree_control").read_text() == "+memory +pids"
    assert (root / "cgroup.subtree_control").read_text() == "cpu io memory pids\n"  # a user's root: untouched
    assert not (root / "effbench").exists()


def test_v2_as_a_user_whose_processes_were_moved_uses_the_same_group(nobody: Nobody, shared_dir: Path):
    root = shared_dir / "cgroup"
    scope = _delegated(root, enabled="memory pids")
    (scope / V2_LEAF).mkdir()
    os.chown(scope / V2_LEAF, NOBODY, NOBODY)
    result = nobody.result(NOBODY_OPEN, str(root), str(_self_cgroup(shared_dir / "self", f"{SCOPE}/{V2_LEAF}")), cwd=shared_dir)
    assert Path(result["group"]).parent == scope  # beside the leaf, not inside it
    assert (scope / "cgroup.subtree_control").read_text() == "memory pids\n"
    assert list((scope / V2_LEAF).iterdir()) == []


@pytest.mark.parametrize("case", ["not writable", "not delegated"])
def test_v2_as_a_user_without_a_usable_cgroup_creates_nothing(nobody: Nobody, shared_dir: Path, case: str):
    root = shared_dir / "cgroup"
    if case == "not writable":
        scope = _delegated(root, owner=0)
        expected = f"{scope}, this process's cgroup, is not writable by uid {NOBODY}"
    else:
        scope = _delegated(root, controllers="memory")
        expected = f"the pids controller(s) are not available in {scope} (delegated: memory)"
    before = {path: path.read_text() for path in root.rglob("*") if path.is_file()}
    result = nobody.result(NOBODY_OPEN, str(root), str(_self_cgroup(shared_dir / "self", SCOPE)), cwd=shared_dir)
    assert expected in result["refused"]
    assert {path: path.read_text() for path in root.rglob("*") if path.is_file()} == before
    assert not (scope / V2_LEAF).exists()


# ---------------------------------------------------------------------------------------------
# cgroup v2 mechanics the real kernel can show here: entering a group, killing it, removing it.


def test_v2_group_is_entered_by_the_launcher_and_destroyed_with_its_processes():
    _root_only()
    if not (UNIFIED / "cgroup.controllers").exists():
        pytest.skip(f"no cgroup2 mount at {UNIFIED}")
    group = _CgroupV2(UNIFIED / f"effbench-test-{uuid.uuid4().hex[:12]}")
    try:
        group.path.mkdir()
    except OSError as exc:
        pytest.skip(f"cannot create a group in {UNIFIED}: {exc}")
    proc = None
    try:
        proc = subprocess.Popen(_entering(group, ["sleep", "300"]), start_new_session=True)
        deadline = time.monotonic() + 10
        while str(proc.pid) not in (group.path / "cgroup.procs").read_text().split():
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.02)
        assert f"0::/{group.path.name}" in Path(f"/proc/{proc.pid}/cgroup").read_text().splitlines()
        assert Path(f"/proc/{proc.pid}/cmdline").read_bytes().startswith(b"sleep\0")  # the shell exec'd
        group.destroy()
        assert proc.wait(timeout=10) == -9
        assert not group.path.exists()
    finally:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        if group.path.exists():
            group.destroy()
