"""Content-addressed store of evaluation reports: the same program, tests, profile, backend,
machine profile and runner (compiler + simulator build) give the same report, so it is stored
once and never simulated again.

Safe under concurrent workers without locks: entries are immutable, written to a temporary
file and renamed into place atomically; two workers racing on one key write identical bytes.
Only reports that cannot depend on the host are stored (no timeouts or memory kills, which
depend on host speed and load; no native-backend timings). A run stopped at the simulated
instruction cap (INSTRUCTION_LIMIT) is stored: the cap counts executed instructions, the same on
every host, and is part of the key (Limits).
"""

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from sim_runner.jsontypes import Json
from sim_runner.report import TestCase, Verdict

CACHEABLE_VERDICTS = frozenset(
    v.value
    for v in (
        Verdict.PASS,
        Verdict.WRONG_ANSWER,
        Verdict.COMPILE_ERROR,
        Verdict.RUNTIME_ERROR,
        Verdict.OUTPUT_LIMIT,
        Verdict.UNSUPPORTED_INSTRUCTION,
        Verdict.INSTRUCTION_LIMIT,
    )
)


def default_directory() -> Path | None:
    value = os.environ.get("SIM_RUNNER_CACHE", "")
    return Path(value) if value else None


def key(source: str, tests: Sequence[TestCase], identity: Json) -> str:
    digest = hashlib.sha256()
    for part in (json.dumps(identity, sort_keys=True), source):
        digest.update(hashlib.sha256(part.encode()).digest())
    for test in tests:
        for part in (test.name, test.input, test.expected_output):
            digest.update(hashlib.sha256(part.encode()).digest())
    return digest.hexdigest()


def load(directory: Path, entry: str) -> Json | None:
    try:
        found: Json = json.loads((directory / entry[:2] / f"{entry}.json").read_text())
    except (OSError, ValueError):
        return None
    return found


def store(directory: Path, entry: str, report: Json) -> bool:
    if {t["verdict"] for t in report["tests"]} - CACHEABLE_VERDICTS or report["backend"] == "native":
        return False
    folder = directory / entry[:2]
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-")
    with os.fdopen(handle, "w") as out:
        json.dump(report, out, sort_keys=True)
    os.replace(temporary, folder / f"{entry}.json")
    return True
