"""Cycles per iteration of code regions from llvm-mca (Debian's LLVM 19), cached by the region's
text and the CPU model.

llvm-mca runs a region back to back on the scheduling model of a named CPU (ports, latencies,
micro-ops, dispatch width, the reorder buffer), so it sees what a constant CPI cannot: a
loop-carried dependency chain, port pressure, a divider's width-dependent latency, a gather's
micro-ops. Each region is run for two iteration counts; the difference gives the steady-state
cycles of one iteration without the pipeline's fill and drain. Loads are taken to hit L1 here:
the memory model adds what misses cost.

Chosen over OSACA for these reasons: its per-CPU models ship with the compiler we install
anyway, it parses everything the disassembler prints (checked: all 327,840 instructions of a
static libstdc++ program), and one invocation costs many regions at once (300 regions in 0.4 s).
"""

import hashlib
import json
import shutil
import sqlite3
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypedDict

from sim_runner.build_once import cache_root

TOOL = "llvm-mca-19"
SHORT, LONG = 100, 200  # iteration counts; cycles per iteration = (T(LONG) - T(SHORT)) / (LONG - SHORT)
TIMEOUT_SECONDS = 300
STORE_FORMAT = 4  # the cache file's layout: a new file when it changes


class ThroughputToolMissing(RuntimeError):
    pass


@dataclass(frozen=True)
class Cost:
    cycles: float  # per iteration, steady state
    uops: float  # micro-ops per iteration
    modelled: int  # instructions of the region llvm-mca parsed and modelled
    latencies: tuple[float, ...] = ()  # of each modelled instruction, in order
    rthroughputs: tuple[float, ...] = ()  # cycles each occupies its most used resource, in order
    # Cycles per iteration from the ports and the dispatch width alone, no dependency counted
    # (llvm-mca's "Block RThroughput"): what the region needs when its chains are costed apart.
    block_rthroughput: float = 0.0


@cache
def tool_version() -> str:
    path = shutil.which(TOOL)
    if path is None:
        raise ThroughputToolMissing(f"{TOOL} is not installed: the cycle model needs it (Debian package llvm-19; scripts/install-system.sh installs it)")
    result = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    return " ".join(line.strip() for line in result.stdout.splitlines() if "version" in line.lower())


def _key(mcpu: str, lines: Sequence[str]) -> str:
    digest = hashlib.sha256(f"{tool_version()}\n{mcpu}\n{SHORT},{LONG}\n".encode())
    digest.update("\n".join(lines).encode())
    return digest.hexdigest()


class _Store:
    """Costs already computed, in SQLite (shared by the workers of one host; WAL mode lets them
    read while one writes). Entries never change: a key names the region, CPU and tool."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, timeout=60, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS cost"
            " (key TEXT PRIMARY KEY, cycles REAL, uops REAL, modelled INT, latencies TEXT, rthroughputs TEXT, block_rthroughput REAL)"
        )

    def get(self, keys: Sequence[str]) -> dict[str, Cost]:
        found: dict[str, Cost] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            rows = self.db.execute(
                f"SELECT key, cycles, uops, modelled, latencies, rthroughputs, block_rthroughput FROM cost WHERE key IN ({','.join('?' * len(chunk))})", chunk
            )
            found |= {
                key: Cost(cycles, uops, modelled, tuple(json.loads(latencies)), tuple(json.loads(rthroughputs)), block)
                for key, cycles, uops, modelled, latencies, rthroughputs, block in rows
            }
        return found

    def put(self, costs: dict[str, Cost]) -> None:
        self.db.executemany(
            "INSERT OR IGNORE INTO cost VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(key, c.cycles, c.uops, c.modelled, json.dumps(c.latencies), json.dumps(c.rthroughputs), c.block_rthroughput) for key, c in costs.items()],
        )


@cache
def _store() -> _Store:
    return _Store(cache_root("SIM_RUNNER_BLOCK_CACHE", "block-costs") / f"{TOOL}.{STORE_FORMAT}.sqlite3")


def costs(regions: Sequence[Sequence[str]], mcpu: str) -> list[Cost | None]:
    """The cost of each region (its instructions in AT&T syntax), None where llvm-mca modelled
    none of its instructions."""
    keys = [_key(mcpu, lines) for lines in regions]
    known = _store().get(sorted(set(keys)))
    missing = {key: lines for key, lines in zip(keys, regions) if key not in known}
    if missing:
        computed = _run(list(missing.values()), mcpu)
        fresh = {key: cost for key, cost in zip(missing, computed) if cost is not None}
        _store().put(fresh)
        known |= fresh
    return [known.get(key) for key in keys]


def _run(regions: Sequence[Sequence[str]], mcpu: str) -> list[Cost | None]:
    source = []
    for index, lines in enumerate(regions):
        if any(lines):  # an empty region (undecodable bytes) is one llvm-mca refuses
            source += [f"# LLVM-MCA-BEGIN r{index}", *lines, "# LLVM-MCA-END"]
    if not source:
        return [None] * len(regions)
    text = "\n".join(source) + "\n"
    short, long = _summaries(text, mcpu, SHORT), _summaries(text, mcpu, LONG)
    result: list[Cost | None] = []
    for index in range(len(regions)):
        a, b = short.get(f"r{index}"), long.get(f"r{index}")
        if a is None or b is None or not a["instructions"]:
            result.append(None)
            continue
        cycles = max(b["cycles"] - a["cycles"], 0) / (LONG - SHORT)
        block = round(a["block_rthroughput"], 4)
        result.append(Cost(round(cycles, 4), round(a["uops"] / SHORT, 4), a["instructions"], a["latencies"], a["rthroughputs"], block))
    return result


class _Summary(TypedDict):
    """One region of llvm-mca's JSON output, the parts read."""

    cycles: int
    uops: int
    instructions: int
    latencies: tuple[float, ...]
    rthroughputs: tuple[float, ...]
    block_rthroughput: float


def _summaries(text: str, mcpu: str, iterations: int) -> dict[str, _Summary]:
    tool_version()  # a clear error when the tool is missing
    result = subprocess.run(
        [TOOL, "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={mcpu}", f"-iterations={iterations}", "--json", "--skip-unsupported-instructions=any", "-"],
        input=text,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
    )
    if "is not a recognized processor" in result.stderr:  # llvm-mca would go on with a generic model
        raise RuntimeError(f"{TOOL}: -mcpu={mcpu} is not a recognized processor")
    if "no assembly instructions found" in result.stderr:  # none of them parsed
        return {}
    if result.returncode != 0 or not result.stdout.strip():
        raise RuntimeError(f"{TOOL} failed (exit {result.returncode}): {result.stderr[-1000:]}")
    regions: dict[str, _Summary] = {}
    for region in json.loads(result.stdout).get("CodeRegions", []):
        summary = region.get("SummaryView", {})
        regions[region["Name"]] = {
            "cycles": summary.get("TotalCycles", 0),
            "uops": summary.get("TotaluOps", 0),
            "instructions": len(region.get("Instructions", [])),
            "latencies": tuple(float(i.get("Latency", 0)) for i in region.get("InstructionInfoView", {}).get("InstructionList", [])),
            "rthroughputs": tuple(round(float(i.get("RThroughput", 0)), 4) for i in region.get("InstructionInfoView", {}).get("InstructionList", [])),
            "block_rthroughput": float(summary.get("BlockRThroughput", 0.0)),
        }
    return regions
