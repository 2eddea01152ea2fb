"""effgrind, sim_runner's valgrind tool (effgrind.c): built from source against the installed
valgrind, into a directory that valgrind uses as VALGRIND_LIB. Inside every sandbox that
directory is /opt/effgrind (the runner image has it built in; bubblewrap binds the host's)."""
import fcntl
import hashlib
import os
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "effgrind.c"
MOUNT = "/opt/effgrind"
TOOL_FILE = "effgrind-amd64-linux"


class ToolBuildError(RuntimeError):
    pass


@cache
def source_hash() -> str:
    digest = hashlib.sha256()
    for path in (SOURCE, HERE / "build.sh"):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def default_root() -> Path:
    base = os.environ.get("SIM_RUNNER_TOOL_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "effbench", "valgrind-tools")
    return Path(base)


def ensure_built(root: Path | None = None) -> Path:
    """The host's VALGRIND_LIB directory for this source, built once (safe under concurrent
    workers: one builds under a lock, into a temporary directory renamed into place)."""
    root = root or default_root()
    target = root / f"effgrind-{source_hash()}"
    if (target / TOOL_FILE).is_file():
        return target
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (target / TOOL_FILE).is_file():
            return target
        staging = Path(tempfile.mkdtemp(prefix=".build-", dir=root))
        try:
            result = subprocess.run(["sh", str(HERE / "build.sh"), str(staging)],
                                    capture_output=True, text=True, timeout=300)
            if result.returncode != 0:
                raise ToolBuildError("building the effgrind valgrind tool failed (needs gcc and valgrind):\n"
                                     + (result.stderr or result.stdout)[-2000:])
            staging.chmod(0o755)
            staging.rename(target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return target
