"""The precompiled headers of the runner image, built on the host for the bubblewrap sandbox
(which compiles with the host's compilers): per ISA profile on its first use (~7 s), with the
image's script and the profile's exact command, mounted where the image has its own
(profiles.PCH_ROOT). g++ profiles' <bits/stdc++.h>: where it cannot be built, programs compile
without it (the same binary, only slower). clang profiles' simdbench.h: built inside a bubblewrap
sandbox that mounts its directory at PCH_ROOT (the PCH records the header's path, which must be
the one the compile sees); where it cannot be built, the profile's programs are not compiled at
all (SandboxUnavailable), since clang's binary differs with and without it."""

import functools
import hashlib
import logging
import shutil
import subprocess
from pathlib import Path

from sim_runner import profiles
from sim_runner.build_once import build_once, cache_root
from sim_runner.sandbox import SandboxUnavailable

log = logging.getLogger(__name__)


def _version(compiler: str) -> str:
    try:
        return subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""


@functools.cache
def _root() -> Path:
    """The host's directory for these compilers, these profiles, this script and these headers."""
    compilers = "".join(_version(compiler) for compiler in profiles.COMPILERS)
    digest = hashlib.sha256(compilers.encode() + profiles.pch_hash().encode()).hexdigest()[:16]
    return cache_root("SIM_RUNNER_PCH_DIR", "pch") / f"pch-{digest}"


def profile_of(argv: list[str]) -> str | None:
    """The profile whose precompiled header a driver command line asks for (profiles.pch_flags)."""
    prefix = profiles.PCH_ROOT + "/"
    return next((arg[len(prefix) :].split("/")[0] for arg in argv if arg.startswith(prefix)), None)


def _build_command(profile: profiles.Profile, staging: Path) -> list[str]:
    """pch.sh for `profile` into `staging`; for clang, inside a bubblewrap sandbox that shows
    `staging` at the profile's directory under PCH_ROOT, the path every compile will see."""
    pch_sh = ["sh", str(profiles.PCH_SCRIPT)]
    if profile.compiler == "g++":
        return [*pch_sh, str(staging), str(profiles.PCH_INCLUDE), *profile.command]
    from sim_runner.sandbox.bwrap_box import bwrap_command

    bwrap = shutil.which("bwrap")
    if not bwrap:
        raise RuntimeError("bubblewrap (bwrap) is not installed")
    inside = f"{profiles.PCH_ROOT}/{profile.name}"
    mounts = ["--ro-bind", str(profiles.PCH_SCRIPT), "/tmp/pch.sh", "--ro-bind", str(profiles.PCH_INCLUDE), "/tmp/include"]
    return bwrap_command(bwrap, ["sh", "/tmp/pch.sh", inside, "/tmp/include", *profile.command], writable=staging, at=inside, mounts=mounts)


def ensure_built(profile: str) -> Path | None:
    """The directory to mount at PCH_ROOT with `profile`'s header built in it. Where it cannot be
    built: None for a g++ profile; SandboxUnavailable for a clang one."""
    spec = profiles.get_profile(profile)

    def build(staging: Path) -> None:
        if not shutil.which(spec.compiler):
            raise RuntimeError(f"{spec.compiler} is not installed on this host")
        done = subprocess.run(_build_command(spec, staging), capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise RuntimeError((done.stderr or done.stdout)[-1000:])

    try:
        build_once(_root() / profile, spec.precompiled_header, build)
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as exc:
        if spec.compiler == "g++":
            log.warning("precompiling <bits/stdc++.h> for profile %s failed; compiling without it: %s", profile, exc)
            return None
        raise SandboxUnavailable(
            f"bubblewrap sandbox cannot compile profile {profile}: its precompiled simdbench.h could not be built "
            f"on this host ({exc}). {spec.compiler} binaries differ with and without it, so this profile's "
            f"programs compile only with it; install {spec.compiler} (as in the runner image) or use the "
            f"Docker sandbox"
        ) from None
    return _root()
