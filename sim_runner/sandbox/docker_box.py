"""Docker sandbox: one container per evaluation, from the offline-built runner image."""

import logging
import time
from collections.abc import Mapping
from pathlib import Path

# The docker package ships no type information (ignore_missing_imports): its classes are Any to
# mypy, named in the annotations for the reader.
import docker
from docker.errors import DockerException, ImageNotFound, NotFound
from docker.models.containers import Container
from docker.models.images import Image
from docker.types import Ulimit

from sim_runner import profiles, valgrind_tool
from sim_runner.report import Limits
from sim_runner.sandbox import SandboxUnavailable

log = logging.getLogger(__name__)
RUNNER_VERSION = (Path(__file__).resolve().parent.parent / "images" / "runner" / "VERSION").read_text().strip()
IMAGE = f"effbench-runner:{RUNNER_VERSION}"
TMPFS_MB = 256


class DockerSandbox:
    name = "docker"

    def __init__(self, client: docker.DockerClient, image: Image) -> None:
        self.client = client
        self.image = image

    @classmethod
    def connect(cls) -> "DockerSandbox":
        try:
            client = docker.from_env(timeout=30)
            client.ping()
        except DockerException as exc:
            raise SandboxUnavailable(f"Docker engine does not answer: {exc}") from None
        try:
            image = client.images.get(IMAGE)
        except ImageNotFound:
            raise SandboxUnavailable(f"runner image {IMAGE} is missing; build it with sim_runner/images/runner/build.sh") from None
        if image.labels.get("effbench.effgrind") != valgrind_tool.source_hash():
            raise SandboxUnavailable(
                f"runner image {IMAGE} holds another build of the effgrind valgrind tool than "
                f"sim_runner/valgrind_tool; rebuild it with sim_runner/images/runner/build.sh"
            )
        if image.labels.get("effbench.pch") != profiles.pch_hash():
            raise SandboxUnavailable(
                f"runner image {IMAGE} holds precompiled headers for other ISA profiles than "
                f"sim_runner/profiles.py; rebuild it with sim_runner/images/runner/build.sh"
            )
        return cls(client, image)

    def describe(self) -> dict[str, str]:
        labels = self.image.labels
        return {
            "image": IMAGE,
            "image_id": self.image.id,
            "compiler": labels.get("effbench.compiler", ""),
            "clang": labels.get("effbench.clang", ""),
            "effgrind": labels.get("effbench.effgrind", ""),
            "pch": labels.get("effbench.pch", ""),
        }

    def run_driver(self, workdir: Path, argv: list[str], limits: Limits, wall_seconds: float, env: Mapping[str, str] | None = None) -> None:
        try:
            container = self.client.containers.create(
                IMAGE,
                # The container ends itself at the wall-clock limit and the engine removes it on
                # exit, so a worker killed mid-run (SIGKILL) leaves nothing running or behind.
                command=["timeout", "-s", "KILL", f"{wall_seconds:.0f}", "/bin/sh", "/box/driver.sh", *argv],
                auto_remove=True,
                working_dir="/box",
                # Root, to run the compiler and the program as uid 65534 (driver.sh), with no
                # capability beyond switching to it and signalling it.
                user="0:0",
                network_mode="none",
                read_only=True,
                tmpfs={"/tmp": f"rw,exec,nosuid,nodev,size={TMPFS_MB}m"},
                volumes={str(workdir): {"bind": "/box", "mode": "rw"}},
                cap_drop=["ALL"],
                cap_add=["SETUID", "SETGID", "KILL"],
                security_opt=["no-new-privileges"],
                mem_limit=f"{limits.memory_mb}m",
                memswap_limit=f"{limits.memory_mb}m",
                pids_limit=limits.pids,
                nano_cpus=1_000_000_000,
                ulimits=[Ulimit(name="nofile", soft=256, hard=256), Ulimit(name="core", soft=0, hard=0)],
                environment={"PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C", **(env or {})},
                labels={"effbench.sandbox": "1"},
            )
        except DockerException as exc:
            raise SandboxUnavailable(f"could not create a sandbox container: {exc}") from None
        try:
            container.start()
            try:
                container.wait(timeout=wall_seconds)
            except NotFound:
                pass  # exited and already removed by the engine
            except Exception:  # wall clock exceeded (requests timeout): the driver is killed below
                log.warning("sandbox container %s exceeded %.0fs; killing it", container.short_id, wall_seconds)
        except DockerException as exc:
            raise SandboxUnavailable(f"sandbox container failed: {exc}") from None
        finally:
            remove_container(self.client, container)


def remove_container(client: docker.DockerClient, container: Container, wait_seconds: float = 10.0) -> None:
    """Remove a sandbox container and wait until it is gone. The engine may already be removing
    it (auto_remove), which is fine; a failure is logged, never raised over the result."""
    try:
        container.remove(force=True)
    except NotFound:
        return
    except DockerException as exc:  # e.g. 409 "removal already in progress"
        log.debug("container %s: %s", container.short_id, exc)
    deadline = time.monotonic() + wait_seconds
    while time.monotonic() < deadline:
        try:
            client.containers.get(container.id)
        except NotFound:
            return
        except DockerException:
            break
        time.sleep(0.05)
    log.warning("sandbox container %s still present after removal", container.short_id)


def remove_abandoned(client: docker.DockerClient, older_than_seconds: float = 20.0) -> int:
    """Remove sandbox containers created but never started (their worker was killed between
    create and start, so auto-removal never applies). A live worker starts its container within
    milliseconds of creating it."""
    from datetime import datetime, timezone

    removed = 0
    now = datetime.now(timezone.utc)
    # ignore_removed: a container listed, then removed by its own worker before it is inspected.
    for container in client.containers.list(all=True, filters={"label": "effbench.sandbox", "status": "created"}, ignore_removed=True):
        created = datetime.fromisoformat(container.attrs["Created"][:26].rstrip("Z") + "+00:00")
        if (now - created).total_seconds() > older_than_seconds:
            remove_container(client, container)
            removed += 1
    return removed
