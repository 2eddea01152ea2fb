"""effgrind, sim_runner's valgrind tool (effgrind.c): built from source against the installed
valgrind, into a directory that valgrind uses as VALGRIND_LIB. Inside every sandbox that
directory is /opt/effgrind (the runner image has it built in; bubblewrap binds the host's).

The instruction cap lives here, not in sim_runner.measure: it is the tool's option and output, no
part of the cost model. The tool's source is part of the model all the same (its caches and
predictors make the counts): sim_runner.measure.model_hash covers source_hash()."""

import hashlib
import subprocess
from functools import cache
from pathlib import Path

from sim_runner.build_once import build_once, cache_root

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "effgrind.c"
MOUNT = "/opt/effgrind"
TOOL_FILE = "effgrind-amd64-linux"
PROFILE_HEADER = "effgrind 7"  # sim_runner.measure.effgrind.FORMAT
CAPPED = "capped: "  # the profile's second line when the run passed the cap


class ToolBuildError(RuntimeError):
    pass


@cache
def source_hash() -> str:
    digest = hashlib.sha256()
    for path in (SOURCE, HERE / "build.sh"):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def cap_args(max_instructions: int | None) -> list[str]:
    """The option that stops a run past `max_instructions` executed instructions (None: none)."""
    return [] if max_instructions is None else [f"--effgrind-max-instructions={max_instructions:d}"]


def capped(profile: Path) -> int | None:
    """The cap a run passed when effgrind stopped it there (its profile is then only the header
    and "capped: N"); None otherwise, or when there is no profile."""
    try:
        with open(profile, encoding="ascii", errors="replace") as handle:
            head = [handle.readline(), handle.readline()]
    except OSError:
        return None
    if head[0].rstrip("\n") != PROFILE_HEADER or not head[1].startswith(CAPPED):
        return None
    value = head[1][len(CAPPED) :].strip()
    return int(value) if value.isdigit() else None


def default_root() -> Path:
    return cache_root("SIM_RUNNER_TOOL_DIR", "valgrind-tools")


def ensure_built(root: Path | None = None) -> Path:
    """The host's VALGRIND_LIB directory for this source, built once."""

    def build(staging: Path) -> None:
        result = subprocess.run(["sh", str(HERE / "build.sh"), str(staging)], capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise ToolBuildError("building the effgrind valgrind tool failed (needs gcc and valgrind):\n" + (result.stderr or result.stdout)[-2000:])

    return build_once((root or default_root()) / f"effgrind-{source_hash()}", TOOL_FILE, build)
