"""gem5 stats.txt -> the event counts our models use, for the three key-naming generations:

- v20 and older: snake_case (`sim_seconds`, `system.cpu.dcache.overall_misses::total`,
  `system.cpu.commit.op_class_0::IntAlu`);
- v21/22: CamelCase (`simSeconds`, `system.cpu.dcache.overallMisses::total`,
  `system.cpu.commit.committedInstType_0::IntAlu`);
- v23+: per-thread commit groups (`system.cpu.commitStats0.numInsts`,
  `system.cpu.commitStats0.committedInstType::IntAlu`).
Only the first statistics dump of a file is read.
"""

import re
from pathlib import Path

from sim_runner.jsontypes import Json

_LINE = re.compile(r"^(\S+)\s+(-?[\d.]+(?:e[-+]?\d+)?|nan|inf)\b", re.IGNORECASE)

# gem5 op classes -> our instruction classes (gem5's X86 has no AVX: SIMD is 128-bit at most).
OP_CLASSES = {
    "IntAlu": "int_alu",
    "IntMult": "int_mul",
    "IntDiv": "int_div",
    "FloatAdd": "fp_scalar",
    "FloatCmp": "fp_scalar",
    "FloatCvt": "fp_scalar",
    "FloatMult": "fp_scalar",
    "FloatMultAcc": "fp_scalar",
    "FloatMisc": "fp_scalar",
    "FloatDiv": "fp_div",
    "FloatSqrt": "fp_div",
    "SimdFloatDiv": "vec_div",
    "SimdFloatSqrt": "vec_div",
    "SimdDiv": "vec_div",
    "SimdSqrt": "vec_div",
}
MEMORY_CLASSES = {"MemRead": "reads", "FloatMemRead": "reads", "MemWrite": "writes", "FloatMemWrite": "writes"}


class Gem5StatsError(ValueError):
    pass


def read_stats(text: str) -> dict[str, float]:
    """The first dump's key -> value (scalar stats and vector entries like `a::b`)."""
    values: dict[str, float] = {}
    inside = False
    for line in text.splitlines():
        if line.startswith("---------- Begin Simulation Statistics"):
            inside = True
            continue
        if line.startswith("---------- End Simulation Statistics"):
            break
        if inside:
            match = _LINE.match(line)
            if match:
                values[match.group(1)] = float(match.group(2))
    if not values:
        raise Gem5StatsError("no statistics dump found (is this a gem5 stats.txt?)")
    return values


def _first(stats: dict[str, float], *keys: str, default: float | None = None) -> float:
    for key in keys:
        if key in stats:
            return stats[key]
    if default is not None:
        return default
    raise Gem5StatsError(f"none of the keys {', '.join(keys)} is in the stats")


def _op_classes(stats: dict[str, float]) -> dict[str, float]:
    for prefix in ("system.cpu.commitStats0.committedInstType::", "system.cpu.commit.committedInstType_0::", "system.cpu.commit.op_class_0::"):
        found = {k[len(prefix) :]: v for k, v in stats.items() if k.startswith(prefix)}
        if found:
            return found
    return {}


def events(stats: dict[str, float]) -> Json:
    """Normalised counts: instructions, cycles, seconds, instruction mix, memory ops, misses."""
    ticks = _first(stats, "simTicks", "sim_ticks")
    frequency = _first(stats, "simFreq", "sim_freq")
    classes = _op_classes(stats)
    mix: dict[str, int] = {}
    memory = {"reads": 0, "writes": 0}
    for op_class, count in classes.items():
        if op_class in ("total",):
            continue
        if op_class in MEMORY_CLASSES:
            memory[MEMORY_CLASSES[op_class]] += int(count)
            klass = "int_alu"  # address generation; the access itself is costed as a cache access
        elif op_class.startswith("Simd"):
            klass = OP_CLASSES.get(op_class, "sse128")
        else:
            klass = OP_CLASSES.get(op_class, "int_alu")
        mix[klass] = mix.get(klass, 0) + int(count)
    last_level = [
        k
        for k in ("system.l3.overallMisses::total", "system.l3.overall_misses::total", "system.l2.overallMisses::total", "system.l2.overall_misses::total")
        if k in stats
    ]
    return {
        "instructions": int(
            _first(stats, "system.cpu.commitStats0.numInsts", "system.cpu.committedInsts", "system.cpu.commit.committedInsts", "simInsts", "sim_insts")
        ),
        "cycles": int(_first(stats, "system.cpu.numCycles", "system.cpu.num_cycles")),
        "seconds": ticks / frequency,
        "mix": mix,
        "memory": memory,
        "l1i_misses": int(_first(stats, "system.cpu.icache.overallMisses::total", "system.cpu.icache.overall_misses::total", default=0)),
        "l1d_misses": int(_first(stats, "system.cpu.dcache.overallMisses::total", "system.cpu.dcache.overall_misses::total", default=0)),
        "ll_misses": int(stats[last_level[0]]) if last_level else 0,
        "branch_mispredicts": int(_first(stats, "system.cpu.commit.branchMispredicts", "system.cpu.branchPred.condIncorrect", default=0)),
        "branches": int(
            _first(stats, "system.cpu.commitStats0.committedControl::IsControl", "system.cpu.commit.branches", "system.cpu.branchPred.condPredicted", default=0)
        ),
    }


def read_stats_file(path: Path) -> Json:
    return events(read_stats(path.read_text(errors="replace")))
