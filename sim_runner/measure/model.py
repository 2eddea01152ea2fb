"""The cycle and energy models: pure functions of event counts and the machine profile.

Cycles follow a first-order interval model (Karkhanis & Smith, ISCA 2004; Eyerman, Eeckhout,
Karkhanis & Smith, ACM TOCS 2009): a balanced out-of-order core dispatches `dispatch_width`
instructions per cycle, and miss events add their penalties on top —
  cycles = Ir / W
         + sum(extra_cycles[c] * n[c])                       long-latency units (dividers)
         + mispredicts * branch_penalty
         + (I1 misses that hit LL) * L2_latency + (LL instruction misses) * DRAM_latency
         + ((D1 read misses that hit LL) * L2_latency + (LL read misses) * DRAM_latency) / MLP
Instruction-side misses stall the front end fully; data read misses overlap with each other
(memory-level parallelism MLP); stores retire through the store buffer and add no stall.

Energy = dynamic (core: per-instruction overhead + per-class operation energy; caches: L1
accesses + LL accesses; DRAM: lines moved) + static power x simulated time.
"""

CLASS_EXTRA_CYCLES = ("int_div", "fp_div", "vec_div")


def measure(events: dict[str, int], mix: dict[str, int], machine: dict, cycles: int | None = None) -> dict:
    """Measurements from event counts in callgrind's names (effgrind writes them); `cycles` from a cycle-level simulator
    (gem5) replaces the interval model's estimate when given."""
    core, lat, extra = machine["core"], machine["latency"], machine["extra_cycles"]
    e, scale = machine["energy_pj"], machine["energy_pj"]["calibration"]

    instructions = events["Ir"]
    mispredicts = events["Bcm"] + events["Bim"]
    i_ll_hits = events["I1mr"] - events["ILmr"]
    d_read_ll_hits = events["D1mr"] - events["DLmr"]
    cycles = cycles if cycles is not None else (
        instructions / core["dispatch_width"]
        + sum(extra[c] * mix.get(c, 0) for c in CLASS_EXTRA_CYCLES)
        + mispredicts * core["branch_mispredict_penalty"]
        + i_ll_hits * lat["l1_miss_ll_hit"]
        + events["ILmr"] * lat["ll_miss"]
        + (d_read_ll_hits * lat["l1_miss_ll_hit"] + events["DLmr"] * lat["ll_miss"]) / lat["memory_parallelism"]
    )
    cycles = round(cycles)
    seconds = cycles / core["frequency_hz"]

    pj = 1e-12
    core_j = scale * pj * (e["instruction"] * instructions + sum(e[c] * n for c, n in mix.items() if c in e))
    l1_accesses = events["Dr"] + events["Dw"] + instructions / 4  # one fetch block per ~4 instructions
    l1_misses = events["I1mr"] + events["D1mr"] + events["D1mw"]
    caches_j = scale * pj * (e["l1_access"] * l1_accesses + e["ll_access"] * l1_misses)
    ll_misses = events["ILmr"] + events["DLmr"] + events["DLmw"]
    dram_j = pj * e["dram_line"] * ll_misses
    static_j = machine["static"]["power_w"] * seconds
    total_j = core_j + caches_j + dram_j + static_j
    return {
        "instructions": instructions,
        "cycles": cycles,
        "ipc": round(instructions / cycles, 6) if cycles else 0.0,
        "seconds": seconds,
        "energy_j": {
            "core": core_j, "caches": caches_j, "dram": dram_j,
            "dynamic": core_j + caches_j + dram_j, "static": static_j, "total": total_j,
        },
        "edp": total_j * seconds,
        "mix": dict(sorted(mix.items())),
        "memory": {"reads": events["Dr"], "writes": events["Dw"]},
        "cache_misses": {
            "l1i": events["I1mr"], "l1d_read": events["D1mr"], "l1d_write": events["D1mw"],
            "ll": ll_misses,
        },
        "branches": {"conditional": events["Bc"], "indirect": events["Bi"], "mispredicts": mispredicts},
    }


def add(a: dict, b: dict) -> dict:
    """Sum two measurements (for a program's summary over its tests); ratios are recomputed."""
    total = {}
    for key, value in a.items():
        if isinstance(value, dict):
            total[key] = {k: value.get(k, 0) + b[key].get(k, 0) for k in set(value) | set(b[key])}
        elif key != "ipc":
            total[key] = value + b[key]
    total["ipc"] = round(total["instructions"] / total["cycles"], 6) if total["cycles"] else 0.0
    total["edp"] = total["energy_j"]["total"] * total["seconds"]
    total["mix"] = dict(sorted(total["mix"].items()))
    return total


def measure_gem5(counts: dict, machine: dict) -> dict:
    """The same energy model over gem5's counts (sim_runner.gem5.stats.events), with gem5's cycles.
    gem5 reports misses per level, not per read/write: they are counted as reads here."""
    events = {
        "Ir": counts["instructions"], "Dr": counts["memory"]["reads"], "Dw": counts["memory"]["writes"],
        "I1mr": counts["l1i_misses"], "D1mr": counts["l1d_misses"], "D1mw": 0,
        "ILmr": 0, "DLmr": counts["ll_misses"], "DLmw": 0,
        "Bc": counts["branches"], "Bcm": counts["branch_mispredicts"], "Bi": 0, "Bim": 0,
    }
    return measure(events, counts["mix"], machine, cycles=counts["cycles"])
