"""Deterministic measurement: callgrind event counts per instruction, instruction classes from
the binary itself, and the machine profile's cycle and energy models."""
from dataclasses import dataclass
from pathlib import Path

from sim_runner.measure import callgrind, isa, machine, model

VERSION = "0.2"
SIMULATOR = "valgrind-3.19 callgrind (cache-sim, branch-sim)"


def valgrind_args(machine_spec: dict) -> list[str]:
    return [
        "--tool=callgrind", "--dump-instr=yes", "--cache-sim=yes", "--branch-sim=yes",
        # glibc parsing our GLIBC_TUNABLES pin runs memcmp on a string whose stack address
        # varies between runs, so its cost varies by a few dozen instructions: it is not the
        # program's cost and is left out. (Order matters: --toggle-collect alone implies
        # --collect-atstart=no.) Measured: 30 of 30 runs identical with it, 22 of 30 without.
        "--toggle-collect=_dl_tunable_set_hwcaps", "--collect-atstart=yes",
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
