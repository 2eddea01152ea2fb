"""bubblewrap sandbox, for machines without a Docker engine.

Only /usr (and the merged-usr links) is visible, read-only; /tmp is a private tmpfs; the work
dir is the only writable host path. Memory and process count are capped by a cgroup created per
run where this process may: v1 `memory` and `pids` groups, or a cgroup v2 group (under
/sys/fs/cgroup/effbench as root, else under this process's own delegated cgroup). Without one,
RLIMIT_AS and RLIMIT_NPROC are set from Python on the sandbox's first process, inside its user
namespace, before the driver starts; as root that cannot cap the process count (the kernel does
not apply RLIMIT_NPROC to uid 0), so the sandbox refuses to run.
"""

import errno
import functools
import json
import logging
import os
import resource
import select
import shlex
import shutil
import signal
import subprocess
import time
import uuid
from collections.abc import Mapping, Sequence
from pathlib import Path

from sim_runner import host_pch, profiles, valgrind_tool
from sim_runner.report import Limits
from sim_runner.sandbox import SandboxUnavailable

log = logging.getLogger(__name__)
CGROUP_ROOT = Path("/sys/fs/cgroup")
SELF_CGROUP = Path("/proc/self/cgroup")
CONTROLLERS = ("memory", "pids")
V2_PARENT = "effbench"  # root's parent of the per-run groups, under the v2 root
V2_LEAF = "effbench-host"  # where a delegated group's own processes move (no internal processes)
V2_RUN_PREFIX = "effbench-run-"


class BwrapSandbox:
    name = "bwrap"

    def __init__(self, bwrap: str, cgroup_root: Path = CGROUP_ROOT):
        self.bwrap = bwrap
        self.cgroup_root = cgroup_root

    @classmethod
    def find(cls) -> "BwrapSandbox":
        path = shutil.which("bwrap")
        if not path:
            raise SandboxUnavailable("bubblewrap (bwrap) is not installed and no Docker engine answers")
        return cls(path)

    def describe(self) -> dict[str, str]:
        return _host_tools(self.bwrap) | {"effgrind": valgrind_tool.source_hash()}

    def _argv(
        self, workdir: Path, argv: list[str], groups: "_CgroupV1 | _CgroupV2 | None", rlimits: Limits | None = None, env: Mapping[str, str] | None = None
    ) -> list[str]:
        """The bwrap command line; with `rlimits`, the driver starts only once they are set."""
        driver = ["/bin/sh", "-c", _rlimit_guard(rlimits) + 'exec /bin/sh /box/driver.sh "$@"', "sh"] if rlimits else ["/bin/sh", "/box/driver.sh"]
        return bwrap_command(
            self.bwrap,
            [*driver, *argv],
            writable=workdir,
            at="/box",
            options=["--unshare-user", "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL"],
            mounts=[
                # The valgrind tool, built from source for the host's valgrind on first use.
                "--ro-bind",
                str(valgrind_tool.ensure_built()),
                valgrind_tool.MOUNT,
                # The host's precompiled headers, for the compile command's profile (host_pch).
                *(["--ro-bind", str(pch), profiles.PCH_ROOT] if (pch := self._pch(argv)) else []),
                # The pids group's events, where the driver sees process creation refused (as in Docker).
                *(["--ro-bind", str(groups.pids_events()), "/sys/fs/cgroup/pids/pids.events"] if groups else []),
            ],
            env=[
                "--setenv",
                "LC_ALL",
                "C",
                "--unsetenv",
                "HOME",
                *(arg for name, value in (env or {}).items() for arg in ("--setenv", name, value)),
            ],
        )

    @staticmethod
    def _pch(argv: list[str]) -> Path | None:
        profile = host_pch.profile_of(argv)
        return host_pch.ensure_built(profile) if profile else None

    def _cgroups(self, limits: Limits) -> "_CgroupV1 | _CgroupV2 | None":
        """This run's cgroup; None where only rlimits can hold (a non-root user without one)."""
        try:
            return open_cgroup(limits, self.cgroup_root)
        except NoCgroup as exc:
            if os.getuid() == 0 or os.geteuid() == 0:
                raise SandboxUnavailable(
                    f"bubblewrap sandbox refused: running as root with no writable cgroup ({exc}). Without a "
                    "cgroup only rlimits could hold the limits, and the kernel does not apply RLIMIT_NPROC "
                    "to root, so the process count could not be capped. Run the worker as a non-root "
                    "user, give it a writable cgroup (v1 memory and pids, or v2 with the memory and pids "
                    "controllers), or use the Docker sandbox."
                ) from None
            _note_rlimit_fallback(str(exc))
            return None

    def run_driver(self, workdir: Path, argv: list[str], limits: Limits, wall_seconds: float, env: Mapping[str, str] | None = None) -> None:
        groups = self._cgroups(limits)
        gate = None if groups else _RlimitGate()
        proc = None
        try:
            command = self._argv(workdir, argv, groups, rlimits=None if groups else limits, env=env)
            if groups:
                # The launcher puts itself into the cgroup(s), then becomes bwrap: every process
                # of the sandbox is born inside them.
                launcher = _entering(groups, command)
            else:
                assert gate is not None
                launcher = [command[0], *gate.flags(), *command[1:]]
            proc = subprocess.Popen(
                launcher,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                env={},
                start_new_session=True,
                pass_fds=gate.child_fds() if gate else (),
            )
            try:
                if gate:
                    gate.release(limits, timeout=min(wall_seconds, 30.0))
                _, stderr = proc.communicate(timeout=wall_seconds)
                if proc.returncode != 0:
                    raise SandboxUnavailable(f"bwrap failed (exit {proc.returncode}): {stderr.decode(errors='replace')[-500:]}")
            except subprocess.TimeoutExpired:
                pass  # wall clock exceeded: the driver and everything it started are killed below
            except _GateFailed as exc:
                _kill_group(proc.pid)
                try:
                    said = proc.communicate(timeout=5)[1].decode(errors="replace")[-500:]
                except subprocess.TimeoutExpired:
                    said = ""
                raise SandboxUnavailable(f"bwrap sandbox not started: {exc}; bwrap said: {said!r}") from None
        finally:
            if proc is not None:
                # Killed before the gate closes: a sandbox still held by it never starts unlimited.
                _kill_group(proc.pid)
                proc.wait()
            if gate:
                gate.close()
            if groups:
                groups.destroy()


def system_mounts() -> list[str]:
    """bwrap arguments that show /usr (and the merged-usr links) read-only, and nothing else."""
    mounts = ["--ro-bind", "/usr", "/usr"]
    for link in ("bin", "sbin", "lib", "lib64", "lib32"):
        target = Path("/") / link
        if target.is_symlink():
            mounts += ["--symlink", os.readlink(target), f"/{link}"]
        elif target.exists():
            mounts += ["--ro-bind", str(target), f"/{link}"]
    return mounts


def bwrap_command(
    bwrap: str,
    command: Sequence[str],
    *,
    writable: Path,
    at: str,
    mounts: Sequence[str],
    options: Sequence[str] = (),
    env: Sequence[str] = (),
) -> list[str]:
    """bwrap running `command` in new namespaces (no network), in its own session, dying with
    its parent: only /usr (system_mounts), a private /proc, /dev and /tmp, then `mounts` (bwrap
    arguments, after /tmp so that they may bind into it), and `writable` at `at`, the working
    directory. PATH is the runner image's; `env` (bwrap's --setenv/--unsetenv) comes after it, so
    it may override it; `options` are further bwrap flags."""
    return [
        bwrap,
        "--unshare-all",
        *options,
        "--die-with-parent",
        "--new-session",
        *system_mounts(),
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--tmpfs",
        "/tmp",
        *mounts,
        "--bind",
        str(writable),
        at,
        "--chdir",
        at,
        "--setenv",
        "PATH",
        "/usr/local/bin:/usr/bin:/bin",
        *env,
        *command,
    ]


def _entering(groups: "_CgroupV1 | _CgroupV2", command: list[str]) -> list[str]:
    """`command` run by a shell that first moves itself into `groups` (POSIX echo only)."""
    enter = "".join(f"echo $$ > {shlex.quote(str(procs))} && " for procs in groups.procs_files())
    return ["/bin/sh", "-c", enter + 'exec "$@"', "sandbox", *command]


def _rlimit_guard(limits: Limits) -> str:
    """Shell that exits unless this process has `limits` as rlimits. The gate releases the
    sandbox with a byte, but its end of file releases it too: a worker killed before it set the
    limits would let the driver run without them."""
    memory = limits.memory_mb * 1024 * 1024
    return (
        f'grep -q "^Max processes  *{limits.pids}  *{limits.pids} " /proc/self/limits && '
        f'grep -q "^Max address space  *{memory}  *{memory} " /proc/self/limits || '
        '{ echo "sandbox started without its rlimits" >&2; exit 97; }; '
    )


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@functools.cache
def _host_tools(bwrap: str) -> dict[str, str]:
    """Versions of the host's tools the sandbox runs (asked once per process)."""

    def first_line(*argv: str) -> str:
        try:
            lines = subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout.splitlines()
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return lines[0].strip() if lines else ""

    return {
        "image": "host",
        "bwrap": first_line(bwrap, "--version"),
        "compiler": first_line("g++", "--version"),
        "clang": first_line("clang++-19", "--version"),
        "valgrind": first_line("valgrind", "--version"),
        "libc": first_line("ldd", "--version"),
    }


class _GateFailed(Exception):
    pass


class _RlimitGate:
    """Limits without a cgroup. bwrap reports its sandbox process (--info-fd) and holds it
    (--block-fd) after it entered its user namespaces and before it starts the driver; we set
    RLIMIT_AS and RLIMIT_NPROC on it there, then let it go. RLIMIT_NPROC is counted per user and
    namespace: set inside the sandbox's namespace it caps the sandbox's own processes, where set
    on the launcher it would also count every other process of this uid on the host (bwrap
    itself could not start for a user already running that many)."""

    def __init__(self) -> None:
        self.info_read, self.info_write = os.pipe()
        self.block_read, self.block_write = os.pipe()
        self._open = [self.info_read, self.info_write, self.block_read, self.block_write]

    def flags(self) -> list[str]:
        return ["--info-fd", str(self.info_write), "--block-fd", str(self.block_read)]

    def child_fds(self) -> tuple[int, int]:
        return self.info_write, self.block_read

    def release(self, limits: Limits, timeout: float) -> None:
        # Our copies of bwrap's ends, so its info pipe reads EOF when bwrap exits early.
        self._close(self.info_write)
        self._close(self.block_read)
        pid = self._sandbox_pid(timeout)
        memory = limits.memory_mb * 1024 * 1024
        try:
            resource.prlimit(pid, resource.RLIMIT_AS, (memory, memory))
            resource.prlimit(pid, resource.RLIMIT_NPROC, (limits.pids, limits.pids))
        except OSError as exc:
            raise _GateFailed(f"could not set RLIMIT_AS/RLIMIT_NPROC on the sandbox process {pid}: {exc}") from None
        try:
            os.write(self.block_write, b"1")
        except OSError as exc:  # bwrap is gone
            raise _GateFailed(f"could not release the sandbox process {pid}: {exc}") from None
        self._close(self.block_write)

    def _sandbox_pid(self, timeout: float) -> int:
        data = b""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.info_read], [], [], remaining)[0]:
                raise _GateFailed(f"bwrap did not name its sandbox process within {timeout:g} s")
            chunk = os.read(self.info_read, 4096)
            if not chunk:
                break
            data += chunk
        try:
            return int(json.loads(data)["child-pid"])
        except (ValueError, KeyError, TypeError):
            raise _GateFailed(f"bwrap did not name its sandbox process (info: {data[:200]!r})") from None

    def _close(self, fd: int) -> None:
        if fd in self._open:
            self._open.remove(fd)
            os.close(fd)

    def close(self) -> None:
        for fd in list(self._open):
            self._close(fd)


@functools.cache
def _note_rlimit_fallback(reason: str) -> None:
    log.warning(
        "bubblewrap sandbox: no usable cgroup (%s); memory and processes are capped by "
        "RLIMIT_AS and RLIMIT_NPROC instead (no process-limit verdict, memory counted as "
        "address space)",
        reason,
    )


class NoCgroup(Exception):
    """No cgroup can hold this run's limits here; the message says why."""


def open_cgroup(limits: Limits, root: Path = CGROUP_ROOT, self_cgroup: Path = SELF_CGROUP) -> "_CgroupV1 | _CgroupV2":
    """A new cgroup with `limits` for one run: v2 where `root` is a cgroup2 mount, else v1."""
    if (root / "cgroup.controllers").exists():
        return _CgroupV2.create(limits, root, self_cgroup)
    return _CgroupV1.create(limits, root)


class _CgroupV1:
    """A memory and a pids cgroup (v1) for one sandbox run."""

    def __init__(self, paths: list[Path]):
        self.paths = paths

    @classmethod
    def create(cls, limits: Limits, root: Path) -> "_CgroupV1":
        memory, pids = root / "memory", root / "pids"
        if not (os.access(memory, os.W_OK) and os.access(pids, os.W_OK)):
            raise NoCgroup(f"cgroup v1: {memory} and {pids} are not both writable")
        name = f"effbench-{uuid.uuid4().hex[:12]}"
        made: list[Path] = []
        try:
            group = memory / name
            group.mkdir()
            made.append(group)
            (group / "memory.limit_in_bytes").write_text(str(limits.memory_mb * 1024 * 1024))
            swap = group / "memory.memsw.limit_in_bytes"
            if swap.exists():
                swap.write_text(str(limits.memory_mb * 1024 * 1024))
            group = pids / name
            group.mkdir()
            made.append(group)
            (group / "pids.max").write_text(str(limits.pids))
        except OSError as exc:
            cls(made).destroy()
            raise NoCgroup(f"cgroup v1: setting up {name} failed: {exc}") from None
        return cls(made)

    def pids_events(self) -> Path:
        return next(path for path in self.paths if path.parent.name == "pids") / "pids.events"

    def procs_files(self) -> list[Path]:
        return [path / "cgroup.procs" for path in self.paths]

    def destroy(self) -> None:
        for path in self.paths:
            for _ in range(50):
                try:
                    for pid in (path / "cgroup.procs").read_text().split():
                        try:
                            os.kill(int(pid), signal.SIGKILL)
                        except ProcessLookupError:
                            pass
                    path.rmdir()
                    break
                except OSError:
                    time.sleep(0.05)


class _CgroupV2:
    """One cgroup v2 group for one sandbox run, with memory.max, memory.swap.max and pids.max."""

    def __init__(self, path: Path):
        self.path = path

    @classmethod
    def create(cls, limits: Limits, root: Path, self_cgroup: Path = SELF_CGROUP) -> "_CgroupV2":
        parent = _v2_parent(root, self_cgroup)
        group = cls(parent / f"{V2_RUN_PREFIX}{uuid.uuid4().hex[:12]}")
        try:
            group.path.mkdir()
        except OSError as exc:
            raise NoCgroup(f"cgroup v2: cannot create {group.path}: {exc.strerror}") from None
        memory = str(limits.memory_mb * 1024 * 1024)
        try:
            (group.path / "memory.max").write_text(memory)
            # Swap 0: memory.max alone bounds RAM and lets the rest go to swap; with swap.max 0
            # the program's whole footprint is the limit (v1's memsw = limit, Docker's
            # memswap_limit = mem_limit), and a hog is OOM-killed (exit 137) instead of thrashing.
            try:
                (group.path / "memory.swap.max").write_text("0")
            except OSError:
                if (group.path / "memory.swap.max").exists():
                    raise  # the file is there and refused the value
                # no swap accounting (swapaccount=0): memory.max still caps RAM, as v1 without memsw
            (group.path / "pids.max").write_text(str(limits.pids))
        except OSError as exc:
            group.destroy()
            raise NoCgroup(f"cgroup v2: setting the limits of {group.path} failed: {exc}") from None
        return group

    def pids_events(self) -> Path:
        return self.path / "pids.events"

    def procs_files(self) -> list[Path]:
        return [self.path / "cgroup.procs"]

    def destroy(self, attempts: int = 50) -> None:
        for _ in range(attempts):
            try:
                kill = self.path / "cgroup.kill"
                if kill.exists():  # Linux 5.14+: the whole group at once, forks in flight too
                    kill.write_text("1")
                else:
                    for pid in (self.path / "cgroup.procs").read_text().split():
                        try:
                            os.kill(int(pid), signal.SIGKILL)
                        except ProcessLookupError:
                            pass
                self.path.rmdir()
                return
            except FileNotFoundError:
                return
            except OSError:
                time.sleep(0.05)
        log.warning("could not remove the sandbox cgroup %s", self.path)


def _v2_parent(root: Path, self_cgroup: Path) -> Path:
    """The group to make per-run groups in, with memory and pids enabled for its children."""
    if os.geteuid() == 0:
        # Root: a dedicated parent under the hierarchy's root, enabled there (the root cgroup
        # may enable controllers while it holds processes; a container's namespace root may not).
        _enable_controllers(root, _words(root / "cgroup.controllers"), may_hold_processes=True)
        parent = root / V2_PARENT
        try:
            parent.mkdir(exist_ok=True)
        except OSError as exc:
            raise NoCgroup(f"cgroup v2: cannot create {parent}: {exc.strerror}") from None
        # A child's available controllers are its parent's enabled ones: both, after the step above.
        _enable_controllers(parent, set(CONTROLLERS), may_hold_processes=False)
        return parent
    own = _own_cgroup(root, self_cgroup)
    base = own.parent if own.name == V2_LEAF else own  # our processes moved to its leaf before
    writable = [base, base / "cgroup.procs", base / "cgroup.subtree_control"]
    if not all(os.access(path, os.W_OK) for path in writable):
        raise NoCgroup(f"cgroup v2: {base}, this process's cgroup, is not writable by uid {os.geteuid()} (not delegated to it)")
    _enable_controllers(base, _words(base / "cgroup.controllers"), may_hold_processes=False)
    return base


def _own_cgroup(root: Path, self_cgroup: Path) -> Path:
    try:
        lines = self_cgroup.read_text().splitlines()
    except OSError as exc:
        raise NoCgroup(f"cgroup v2: cannot read {self_cgroup}: {exc.strerror}") from None
    path = next((line[3:] for line in lines if line.startswith("0::")), None)
    if path is None:
        raise NoCgroup(f"cgroup v2: {self_cgroup} names no unified-hierarchy cgroup")
    return root / path.lstrip("/")


def _words(path: Path) -> set[str]:
    try:
        return set(path.read_text().split())
    except FileNotFoundError:
        return set()


def _enable_controllers(group: Path, available: set[str], may_hold_processes: bool) -> None:
    """memory and pids enabled for `group`'s children. cgroup v2's no-internal-processes rule: a
    non-root group that enables them holds no processes itself, so they move to a leaf first."""
    if set(CONTROLLERS) <= _words(group / "cgroup.subtree_control"):
        return
    missing = sorted(set(CONTROLLERS) - available)
    if missing:
        raise NoCgroup(
            f"cgroup v2: the {' and '.join(missing)} controller(s) are not available in {group} (delegated: {' '.join(sorted(available)) or 'none'})"
        )
    if not may_hold_processes:
        _move_processes_to_leaf(group)
    enable = " ".join(f"+{name}" for name in CONTROLLERS)
    try:
        (group / "cgroup.subtree_control").write_text(enable)
    except OSError as exc:
        if exc.errno != errno.EBUSY or not may_hold_processes:
            raise NoCgroup(f"cgroup v2: writing {enable!r} to {group / 'cgroup.subtree_control'} failed: {exc.strerror}") from None
        # A namespace root that holds processes (a container): leaf them as a delegate would.
        _move_processes_to_leaf(group)
        try:
            (group / "cgroup.subtree_control").write_text(enable)
        except OSError as again:
            raise NoCgroup(f"cgroup v2: writing {enable!r} to {group / 'cgroup.subtree_control'} failed: {again.strerror}") from None


def _move_processes_to_leaf(group: Path, rounds: int = 5) -> None:
    procs = group / "cgroup.procs"
    if not _words(procs):
        return
    leaf = group / V2_LEAF
    try:
        leaf.mkdir(exist_ok=True)
        for _ in range(rounds):  # processes forked meanwhile land in `group`: again
            pids = sorted(_words(procs), key=int)
            if not pids:
                return
            for pid in pids:
                try:
                    (leaf / "cgroup.procs").write_text(pid)
                except ProcessLookupError:
                    pass  # exited meanwhile
    except OSError as exc:
        raise NoCgroup(f"cgroup v2: moving the processes of {group} into {leaf} failed: {exc.strerror}") from None
