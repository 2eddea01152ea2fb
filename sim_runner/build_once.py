"""Artifacts built on the host on first use (the effgrind tool, precompiled headers), once per
content hash: safe under concurrent workers, one builds under a lock into a temporary directory
that is renamed into place, the others wait and reuse it."""

import fcntl
import os
import shutil
import tempfile
from pathlib import Path
from typing import Callable


def cache_root(env_var: str, name: str) -> Path:
    base = os.environ.get(env_var) or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "effbench", name)
    return Path(base)


def build_once(target: Path, done: str, build: Callable[[Path], None]) -> Path:
    """`target`, built by `build(staging_dir)` unless `target / done` already exists."""
    if (target / done).exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (target / done).exists():
            return target
        staging = Path(tempfile.mkdtemp(prefix=".build-", dir=target.parent))
        try:
            build(staging)
            staging.chmod(0o755)
            shutil.rmtree(target, ignore_errors=True)  # a half-built one from a crashed build
            staging.rename(target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return target
