"""Deterministic measurement: callgrind event counts per instruction, instruction classes from
the binary itself, and the machine profile's cycle and energy models."""
from dataclasses import dataclass
from pathlib import Path

from sim_runner.measure import callgrind, isa, machine, model

VERSION = "0.3"
SIMULATOR = "valgrind-3.19 callgrind (cache-sim, branch-sim)"


def valgrind_args(machine_spec: dict) -> list[str]:
    return [
        "--tool=callgrind", "--dump-instr=yes", "--cache-sim=yes", "--branch-sim=yes",
        # Measurement starts at the program's first constructor (effbench_start.h), not in the C
        # library's start-up: glibc parsing our GLIBC_TUNABLES pin takes a few run-dependent
        # branches (stack placement), which perturbed the branch-predictor model before.
        # Measured on std::sort of 200k keys: 20 of 20 runs identical with this; before, 20 of 24
        # (the others 1-3 mispredicts apart).
        "--instr-atstart=no",
        "--compress-pos=no", "--compress-strings=no", "--error-exitcode=0",
        *machine.cache_options(machine_spec),
    ]


@dataclass
class Measured:
    measurements: dict | None
    unsupported: str | None  # why the run may not be scored, when it may not


def from_callgrind(path: Path, binary: "isa.Binary", machine_spec: dict, max_level: str) -> Measured:
    costs = callgrind.read_profile(path)
    allowed = isa.LEVELS.index(max_level)
    mix: dict[str, int] = {}
    for address, row in costs.items():
        executed = row[0]
        if not executed:
            continue
        instruction = binary.instruction(address)
        if isa.LEVELS.index(instruction.level) > allowed:
            return Measured(None, f"executed '{instruction.mnemonic}' ({instruction.level}), "
                                  f"which the profile does not allow (up to {max_level})")
        mix[instruction.klass] = mix.get(instruction.klass, 0) + executed
    return Measured(model.measure(callgrind.totals(costs), mix, machine_spec), None)
