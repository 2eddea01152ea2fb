"""Sandboxes that run the driver script on a prepared work directory.

Both kinds hold the same rules: no network, read-only root, private tmpfs /tmp, the compiler and
the program as uid 65534 without capabilities, and memory / process / time / output limits. In
Docker the driver itself runs as root with only the capabilities it needs to run them as another
uid (SETUID, SETGID, KILL), so they cannot touch its results; under bubblewrap it shares their uid
(driver.sh: what that leaves open). ``choose()`` picks Docker when the
engine answers and the runner image exists, else bubblewrap.
"""

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from sim_runner.report import Limits


class SandboxUnavailable(RuntimeError):
    """The requested sandbox cannot be used on this machine (an infrastructure fault)."""


class Sandbox(Protocol):
    name: str

    def describe(self) -> dict[str, str]:
        """Image / tool versions, recorded in every report."""

    def run_driver(self, workdir: Path, argv: list[str], limits: Limits, wall_seconds: float, env: Mapping[str, str] | None = None) -> None:
        """Run ``sh /box/driver.sh ARGV`` with `workdir` mounted at /box and `env` added to its
        environment; raise SandboxUnavailable on infrastructure failure. Returns when the driver
        exits or `wall_seconds` pass (then killed)."""


def remove_abandoned_containers(older_than_seconds: float = 20.0) -> int:
    """Docker sandboxes created but never started (a worker killed in between); 0 without Docker."""
    from sim_runner.sandbox.docker_box import DockerSandbox, remove_abandoned

    try:
        box = DockerSandbox.connect()
    except SandboxUnavailable:
        return 0
    return remove_abandoned(box.client, older_than_seconds)


def choose(preference: str = "auto") -> Sandbox:
    from sim_runner.sandbox.bwrap_box import BwrapSandbox
    from sim_runner.sandbox.docker_box import DockerSandbox

    if preference == "auto":
        preference = os.environ.get("SIM_RUNNER_SANDBOX", "auto") or "auto"
    if preference == "docker":
        return DockerSandbox.connect()
    if preference == "bwrap":
        return BwrapSandbox.find()
    if preference != "auto":
        raise ValueError(f"unknown sandbox {preference!r}; use auto, docker or bwrap")
    try:
        return DockerSandbox.connect()
    except SandboxUnavailable:
        return BwrapSandbox.find()
