"""<bits/stdc++.h> precompiled on the host for the bubblewrap sandbox, which compiles with the
host's g++: built per ISA profile on its first use (~7 s), with the runner image's script and the
profile's exact command, mounted where the image has its own (profiles.PCH_ROOT). Where it cannot
be built, programs compile without it: the same binary, only slower."""
import functools
import hashlib
import logging
import subprocess
from pathlib import Path

from sim_runner import profiles
from sim_runner.build_once import build_once, cache_root

log = logging.getLogger(__name__)
DONE = "bits/stdc++.h.gch"


@functools.cache
def _root() -> Path:
    """The host's directory for this compiler, these profiles and this script."""
    compiler = subprocess.run(["g++", "--version"], capture_output=True, text=True, timeout=30).stdout
    digest = hashlib.sha256(compiler.encode() + profiles.pch_hash().encode()).hexdigest()[:16]
    return cache_root("SIM_RUNNER_PCH_DIR", "pch") / f"pch-{digest}"


def profile_of(argv: list[str]) -> str | None:
    """The profile whose precompiled header a driver command line asks for (profiles.pch_flags)."""
    prefix = profiles.PCH_ROOT + "/"
    return next((arg[len(prefix):] for arg in argv if arg.startswith(prefix)), None)


def ensure_built(profile: str) -> Path | None:
    """The directory to mount at PCH_ROOT with `profile`'s header built in it, or None."""

    def build(staging: Path) -> None:
        done = subprocess.run(["sh", str(profiles.PCH_SCRIPT), str(staging), *profiles.compile_command(profile)],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise RuntimeError((done.stderr or done.stdout)[-1000:])

    try:
        build_once(_root() / profile, DONE, build)
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as exc:
        log.warning("precompiling <bits/stdc++.h> for profile %s failed; compiling without it: %s", profile, exc)
        return None
    return _root()
