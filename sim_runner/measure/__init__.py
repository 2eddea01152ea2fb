"""Deterministic measurement: effgrind's event counts and per-instruction execution counts,
instruction classes from the binary itself, and the machine profile's cycle and energy models."""

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sim_runner import valgrind_tool
from sim_runner.jsontypes import Json
from sim_runner.measure import blocks, effgrind, isa, machine, mca, model, timing

VERSION = "0.8"
SIMULATOR = (
    "valgrind-3.19 + effgrind 7 (three cache levels, L2 and L3 physically indexed, prefetchers, TLBs, non-temporal stores, crowded store misses;"
    " gshare/BTB/RAS branch model; system calls) + llvm-mca 19 (core throughput)"
)
HERE = Path(__file__).resolve().parent


@cache
def model_hash(machine_name: str) -> str:
    """Names the model that measured a result: its code (effgrind's caches, TLBs, prefetchers and
    branch predictor included), the machine file and the throughput tool's version. Results under
    different hashes are never compared or served from cache."""
    try:
        tool = mca.tool_version()
    except mca.ThroughputToolMissing as exc:
        # A web host without the tool still names the model (it measures nothing itself): its
        # boards then rank no result of the workers' model, visibly, instead of failing.
        tool = str(exc)
    digest = hashlib.sha256(tool.encode() + b"\0" + valgrind_tool.source_hash().encode())
    for path in sorted(HERE.glob("*.py")) + [machine.MACHINES / f"{machine_name}.toml"]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def valgrind_args(machine_spec: machine.Machine) -> list[str]:
    return [
        "--tool=effgrind",
        # Measurement starts at the program's first constructor (effbench_start.cpp), not in the C
        # library's start-up: glibc parsing our GLIBC_TUNABLES pin takes a few run-dependent
        # branches (stack placement), which perturbed the branch-predictor model before.
        # Measured on std::sort of 200k keys: 20 of 20 runs identical with this; before, 20 of 24
        # (the others 1-3 mispredicts apart).
        "--instr-atstart=no",
        "--error-exitcode=0",
        *machine.cache_options(machine_spec),
        *machine.branch_options(machine_spec),
    ]


@dataclass
class Measured:
    measurements: Json | None
    unsupported: str | None  # why the run may not be scored, when it may not


def from_profile(
    profile: effgrind.Profile,
    binary: "isa.Binary",
    decoder: blocks.Decoder,
    machine_spec: machine.Machine,
    max_level: str,
    forbidden: frozenset[str] = frozenset(),
) -> Measured:
    mix: dict[str, int] = {}
    for address, executed in profile.executed.items():
        instruction = binary.instruction(address)
        if refused := isa.refusal(instruction, max_level, forbidden):
            return Measured(None, refused)
        mix[instruction.klass] = mix.get(instruction.klass, 0) + executed
    work = timing.core_work(profile.executed, profile.misses, decoder, machine_spec)
    return Measured(model.measure(profile.totals, mix, machine_spec, work), None)
