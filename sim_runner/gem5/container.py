"""Runs one test of a compiled program in gem5's container, under the sandbox rules of the
Docker sandbox (no network, read-only root, private tmpfs, uid 65534, no capabilities, memory,
process and wall-clock limits).

Image and command are settings, because PIE's published image (`alexshypula/gem5-skylake:api`:
gem5 at /home/gem5/build/X86/gem5.opt, config /home/gem5-skylake-config/gem5-configs/run-se.py
taking `Verbatim BINARY` with the input on stdin) cannot be pulled on these machines, and its
way of separating the program's output from gem5's own log could not be checked here. The
default command therefore assumes the config accepts `--output FILE` for the simulated
process's stdout (as gem5's stock se.py does) and writes stats.txt to --outdir; a deployment
whose image differs sets SIM_RUNNER_GEM5_COMMAND.
"""

import os
import shlex
from dataclasses import dataclass
from pathlib import Path

import docker
from docker.errors import DockerException, ImageNotFound
from docker.models.images import Image
from docker.types import Ulimit

from sim_runner.report import Limits
from sim_runner.sandbox import SandboxUnavailable
from sim_runner.sandbox.docker_box import remove_container

DEFAULT_IMAGE = "alexshypula/gem5-skylake:api"
DEFAULT_COMMAND = (
    "/home/gem5/build/X86/gem5.opt --outdir={outdir} /home/gem5-skylake-config/gem5-configs/run-se.py --output={outdir}/program.out Verbatim {binary}"
)
GEM5_MEMORY_MB = 2048  # gem5 itself, on top of the program


@dataclass
class Gem5Run:
    exit_code: int | None  # None: killed at the wall-clock limit
    log: str
    outdir: Path


def image_name() -> str:
    return os.environ.get("SIM_RUNNER_GEM5_IMAGE", DEFAULT_IMAGE)


def find_image(client: docker.DockerClient) -> Image:
    name = image_name()
    try:
        return client.images.get(name)
    except ImageNotFound:
        raise SandboxUnavailable(
            f"gem5 image {name} is not on this Docker engine; load it where a registry is reachable "
            f"(docker pull / docker save, then docker load here) or set SIM_RUNNER_GEM5_IMAGE"
        ) from None


def run_test(client: docker.DockerClient, workdir: Path, name: str, input_path: str, limits: Limits) -> Gem5Run:
    """Test `name` in gem5's container: the binary the runner sandbox compiled (res/prog.bin),
    stdin from `input_path` (in /box)."""
    file_bytes = max(limits.output_bytes, 64 * 1024 * 1024)
    outdir = workdir / "gem5" / name
    outdir.mkdir(parents=True)
    outdir.chmod(0o777)
    command = os.environ.get("SIM_RUNNER_GEM5_COMMAND", DEFAULT_COMMAND).format(outdir=f"/box/gem5/{name}", binary="/box/res/prog.bin")
    # The exit status goes to a file: with auto_remove the container may be gone before wait().
    script = f"{command} < /box/{input_path} > /box/gem5/{name}/gem5.log 2>&1; echo $? > /box/gem5/{name}/exit"
    try:
        container = client.containers.create(
            # Self-limiting and auto-removed, so a killed worker leaves nothing behind.
            image_name(),
            command=["timeout", "-s", "KILL", f"{limits.simulate_seconds + 5:.0f}", "/bin/sh", "-c", script],
            auto_remove=True,
            user="65534:65534",
            network_mode="none",
            read_only=True,
            tmpfs={"/tmp": "rw,nosuid,nodev,size=256m"},
            volumes={str(workdir): {"bind": "/box", "mode": "rw"}},
            cap_drop=["ALL"],
            security_opt=["no-new-privileges"],
            mem_limit=f"{limits.memory_mb + GEM5_MEMORY_MB}m",
            memswap_limit=f"{limits.memory_mb + GEM5_MEMORY_MB}m",
            pids_limit=limits.pids,
            nano_cpus=1_000_000_000,
            environment={"PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C"},
            labels={"effbench.sandbox": "gem5"},
            # Output, stats and log files: the program's output limit, with room for gem5's own.
            ulimits=[Ulimit(name="fsize", soft=file_bytes, hard=file_bytes), Ulimit(name="core", soft=0, hard=0)],
        )
    except DockerException as exc:
        raise SandboxUnavailable(f"could not create a gem5 container: {exc}") from None
    try:
        container.start()
        try:
            container.wait(timeout=limits.simulate_seconds)
        except Exception:  # the wall-clock limit (killed below), or already exited and removed
            pass
    finally:
        remove_container(client, container)
    try:
        exit_code = int((outdir / "exit").read_text())
    except (OSError, ValueError):
        exit_code = None  # killed at the wall-clock limit before it could write its status
    log_path = outdir / "gem5.log"
    log = log_path.read_text(errors="replace")[-200_000:] if log_path.exists() else ""
    return Gem5Run(exit_code, log, outdir)


def describe_command() -> str:
    return " ".join(shlex.split(os.environ.get("SIM_RUNNER_GEM5_COMMAND", DEFAULT_COMMAND))[:2])
