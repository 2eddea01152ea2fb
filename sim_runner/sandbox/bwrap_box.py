"""bubblewrap sandbox, for machines without a Docker engine.

Only /usr (and the merged-usr links) is visible, read-only; /tmp is a private tmpfs; the work
dir is the only writable host path. Memory and process count are capped by a cgroup v1 group
(created per run when this process may; else by rlimits).
"""
import functools
import os
import shutil
import signal
import subprocess
import uuid
from pathlib import Path

from sim_runner import host_pch, profiles, valgrind_tool
from sim_runner.report import Limits
from sim_runner.sandbox import SandboxUnavailable

CGROUP_ROOT = Path("/sys/fs/cgroup")


class BwrapSandbox:
    name = "bwrap"

    def __init__(self, bwrap: str):
        self.bwrap = bwrap

    @classmethod
    def find(cls) -> "BwrapSandbox":
        path = shutil.which("bwrap")
        if not path:
            raise SandboxUnavailable("bubblewrap (bwrap) is not installed and no Docker engine answers")
        return cls(path)

    def describe(self) -> dict:
        return _host_tools(self.bwrap) | {"effgrind": valgrind_tool.source_hash()}

    def _argv(self, workdir: Path, argv: list[str], groups: "_Cgroups | None") -> list[str]:
        command = [
            self.bwrap, "--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534",
            "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            "--ro-bind", "/usr", "/usr",
        ]
        for link in ("bin", "sbin", "lib", "lib64", "lib32"):
            target = Path("/") / link
            if target.is_symlink():
                command += ["--symlink", os.readlink(target), f"/{link}"]
            elif target.exists():
                command += ["--ro-bind", str(target), f"/{link}"]
        command += [
            # The valgrind tool, built from source for the host's valgrind on first use.
            "--ro-bind", str(valgrind_tool.ensure_built()), valgrind_tool.MOUNT,
            # The host's precompiled <bits/stdc++.h> for the compile command's profile, where built.
            *(["--ro-bind", str(pch), profiles.PCH_ROOT] if (pch := self._pch(argv)) else []),
            "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
            # The pids group's events, where the driver sees process creation refused (as in Docker).
            *(["--ro-bind", str(groups.pids_events()), "/sys/fs/cgroup/pids/pids.events"] if groups else []),
            "--bind", str(workdir), "/box", "--chdir", "/box",
            "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin", "--setenv", "LC_ALL", "C",
            "--unsetenv", "HOME",
            "/bin/sh", "/box/driver.sh", *argv,
        ]
        return command

    @staticmethod
    def _pch(argv: list[str]) -> Path | None:
        profile = host_pch.profile_of(argv)
        return host_pch.ensure_built(profile) if profile else None

    def run_driver(self, workdir: Path, argv: list[str], limits: Limits, wall_seconds: float) -> None:
        groups = _Cgroups.create(limits)
        # The launcher puts itself into the cgroups, then becomes bwrap: every process of the
        # sandbox is born inside them. Without cgroups, rlimits cap memory and processes.
        prefix = groups.enter_script() if groups else (
            f"ulimit -v {limits.memory_mb * 1024}; ulimit -u {limits.pids}; "
        )
        launcher = ["/bin/sh", "-c", prefix + 'exec "$@"', "sandbox", *self._argv(workdir, argv, groups)]
        proc = subprocess.Popen(launcher, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, env={}, start_new_session=True)
        try:
            _, stderr = proc.communicate(timeout=wall_seconds)
            if proc.returncode != 0:
                raise SandboxUnavailable(f"bwrap failed (exit {proc.returncode}): {stderr.decode(errors='replace')[-500:]}")
        except subprocess.TimeoutExpired:
            pass  # wall clock exceeded: the driver and everything it started are killed below
        finally:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
            if groups:
                groups.destroy()


@functools.cache
def _host_tools(bwrap: str) -> dict:
    """Versions of the host's tools the sandbox runs (asked once per process)."""

    def first_line(*argv: str) -> str:
        try:
            lines = subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout.splitlines()
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return lines[0].strip() if lines else ""

    return {"image": "host", "bwrap": first_line(bwrap, "--version"), "compiler": first_line("g++", "--version"),
            "clang": first_line("clang++-19", "--version"),
            "valgrind": first_line("valgrind", "--version"), "libc": first_line("ldd", "--version")}


class _Cgroups:
    """A memory and a pids cgroup (v1) for one sandbox run."""

    def __init__(self, paths: list[Path]):
        self.paths = paths

    @classmethod
    def create(cls, limits: Limits) -> "_Cgroups | None":
        memory, pids = CGROUP_ROOT / "memory", CGROUP_ROOT / "pids"
        if not (os.access(memory, os.W_OK) and os.access(pids, os.W_OK)):
            return None
        name = f"effbench-{uuid.uuid4().hex[:12]}"
        made = []
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
        except OSError:
            cls(made).destroy()
            return None
        return cls(made)

    def pids_events(self) -> Path:
        return next(path for path in self.paths if path.parent.name == "pids") / "pids.events"

    def enter_script(self) -> str:
        return "".join(f"echo $$ > {path}/cgroup.procs && " for path in self.paths)

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
                    import time

                    time.sleep(0.05)
