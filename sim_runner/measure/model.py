"""The cycle and energy models: pure functions of effgrind's event counts, the core's work (from
the code's structure, sim_runner.measure.timing) and the machine profile.

Cycles (an interval model, Karkhanis & Smith, ISCA 2004; Eyerman, Eeckhout, Karkhanis & Smith,
ACM TOCS 2009, with the core's steady state from a scheduling model instead of a fixed width):
  core      the throughput model's cycles of the executed code with every load hitting L1
  + data    what data misses add, by dependence (timing.py)
  + branch  mispredicts x the pipeline refill
  + front   instruction misses, which stall the front end whole
  + pages   first touches of a page (a page fault each)
  + kernel  system calls (each at a short write's cost) and the bytes written through them
and never fewer than moving the program's DRAM traffic at the machine's bandwidth takes, nor than
moving its lines between L1 and L2 at that path's bandwidth (where the machine file gives it).

Energy = core (per micro-op + per operation class; kernel time at an assumed micro-ops per
cycle) + caches (per access at each level) + DRAM
(per line moved: demand misses, prefetches, writebacks, non-temporal stores' lines) + static
power x simulated time.
Every coefficient is in the machine file with its source.
"""

from sim_runner.jsontypes import Json
from sim_runner.measure.machine import Machine
from sim_runner.measure.timing import CoreWork

LINE_BYTES = 64


def measure(events: dict[str, int], mix: dict[str, int], machine: Machine, work: CoreWork | None = None, cycles: int | None = None) -> Json:
    """Measurements from effgrind's events (callgrind's names plus effgrind's own). `work` comes
    from the code's structure; `cycles` from a cycle-level simulator (gem5) replaces the model's."""
    core, lat, e = machine["core"], machine["latency"], machine["energy_pj"]
    instructions = events["Ir"]
    mispredicts = events["Bcm"] + events["Bim"]
    # Lines read from memory (misses, prefetches, page-table entries); written to it: dirty lines
    # and the lines that non-temporal stores wrote (NTw).
    dram_reads = events["ILmr"] + events["DLmr"] + events["DLmw"] + events["PFL"] + events["WLL"]
    dram_lines = dram_reads + events["WBL"] + events["NTw"]
    # Lines moved between L1 and L2: fills for misses and prefetches, dirty lines written back.
    l2_fills = events["I1mr"] + events["D1mr"] + events["D1mw"] + events["PF1"]
    floors = ("dram_floor", "l2_floor")
    breakdown = {"core": 0.0, "data": 0.0, "branch": 0.0, "front": 0.0, "pages": 0.0, "kernel": 0.0, "dram_floor": 0.0, "l2_floor": 0.0}
    if cycles is None:
        if work is None:
            raise ValueError("measure() needs the core's work or a simulator's cycles")
        breakdown = {
            "core": work.cycles,
            "data": work.data_stall,
            "branch": mispredicts * core["branch_mispredict_penalty"],
            "front": (events["I1mr"] - events["I2mr"]) * lat["l2"] + (events["I2mr"] - events["ILmr"]) * lat["l3"] + events["ILmr"] * lat["memory"],
            "pages": events["Pages"] * lat["page_fault"],
            "kernel": events["Sys"] * lat["syscall"] + events["SysWB"] * lat["syscall_write_byte"],
            "dram_floor": _dram_floor(dram_reads, events["WBL"], events["NTw"], machine["memory"]),
            "l2_floor": _l2_floor(l2_fills, events["WB1"], machine["memory"]),
        }
        total_cycles = max(sum(v for k, v in breakdown.items() if k not in floors), *(breakdown[k] for k in floors))
    else:
        total_cycles = cycles
    cycles = round(total_cycles)
    seconds = cycles / core["frequency_hz"]
    uops = work.uops if work is not None else instructions
    kernel_uops = breakdown["kernel"] * e["kernel_uops_per_cycle"]

    pj, scale = 1e-12, e["calibration"]  # on-chip energies scaled to the core's class (machine file)
    core_j = scale * pj * (e["uop"] * (uops + kernel_uops) + sum(e[c] * n for c, n in mix.items() if c in e))
    l1 = events["Dr"] + events["Dw"] + instructions / e["instructions_per_fetch"]
    # Page walks read their entry from L2, and beyond it from L3.
    l2 = l2_fills + events["WB1"] + events["Walks"]
    l3 = events["I2mr"] + events["D2mr"] + events["D2mw"] + events["WB2"] + events["PF2"] + events["WL2"]
    caches_j = scale * pj * (e["l1_access"] * l1 + e["l2_access"] * l2 + e["l3_access"] * l3)
    dram_j = pj * e["dram_line"] * dram_lines
    static_j = machine["static"]["power_w"] * seconds
    total_j = core_j + caches_j + dram_j + static_j
    return {
        "instructions": instructions,
        "uops": round(uops),
        "cycles": cycles,
        "ipc": round(instructions / cycles, 6) if cycles else 0.0,
        "seconds": seconds,
        "cycle_breakdown": {k: round(v) for k, v in breakdown.items()},
        "energy_j": {
            "core": core_j,
            "caches": caches_j,
            "dram": dram_j,
            "dynamic": core_j + caches_j + dram_j,
            "static": static_j,
            "total": total_j,
        },
        "edp": total_j * seconds,
        "mix": dict(sorted(mix.items())),
        "memory": {
            "reads": events["Dr"],
            "writes": events["Dw"],
            "dram_lines": dram_lines,
            "writebacks": events["WBL"],
            "non_temporal_lines": events["NTw"],
            "prefetched_lines": events["PF2"],
            "pages_touched": events["Pages"],
        },
        "cache_misses": {
            "l1i": events["I1mr"],
            "l1d_read": events["D1mr"],
            "l1d_write": events["D1mw"],
            "l1d_write_crowded": events["D1mwc"],
            "l2": events["I2mr"] + events["D2mr"] + events["D2mw"],
            "l3": events["ILmr"] + events["DLmr"] + events["DLmw"],
            "dtlb": events["TLB1m"],
            "page_walks": events["Walks"],
            "page_walk_entries_l2": events["WL2"],
            "page_walk_entries_l3": events["WLL"],
        },
        "branches": {"conditional": events["Bc"], "indirect": events["Bi"], "mispredicts": mispredicts},
        "kernel": {"syscalls": events["Sys"], "bytes_written": events["SysWB"]},
        "modelled": {"cold_instructions": work.cold_instructions if work else 0, "unmodelled_instructions": work.unmodelled_instructions if work else 0},
    }


def _dram_floor(reads: int, writebacks: int, non_temporal: int, memory: dict[str, float]) -> float:
    """Cycles that one core's memory traffic takes at least: lines read, dirty lines written back
    and lines written by non-temporal stores, each at its measured rate, one after the other; a
    machine file without the write rates moves every line at the read rate."""
    read = memory["bytes_per_cycle"]
    return LINE_BYTES * (
        reads / read + writebacks / memory.get("dram_writeback_bytes_per_cycle", read) + non_temporal / memory.get("dram_non_temporal_bytes_per_cycle", read)
    )


def _l2_floor(fills: int, writebacks: int, memory: dict[str, float]) -> float:
    """Cycles that moving lines between L1 and L2 takes at least: fills and writebacks each at
    their measured rate, one after the other (0 where the machine file gives no rates)."""
    if "l2_fill_bytes_per_cycle" not in memory:
        return 0.0
    return LINE_BYTES * (fills / memory["l2_fill_bytes_per_cycle"] + writebacks / memory["l2_writeback_bytes_per_cycle"])


def add(a: Json, b: Json) -> Json:
    """Sum two measurements (for a program's summary over its tests); ratios are recomputed."""
    total: Json = {}
    for key, value in a.items():
        if isinstance(value, dict):
            total[key] = {k: value.get(k, 0) + b[key].get(k, 0) for k in set(value) | set(b[key])}
        elif key != "ipc":
            total[key] = value + b[key]
    total["ipc"] = round(total["instructions"] / total["cycles"], 6) if total["cycles"] else 0.0
    total["edp"] = total["energy_j"]["total"] * total["seconds"]
    total["mix"] = dict(sorted(total["mix"].items()))
    return total


GEM5_ABSENT = (
    *("D1mwc", "I2mr", "D2mr", "D2mw", "ILmr", "DLmw", "Bi", "Bim", "PF1", "PF2", "PFL", "WB1", "WB2", "WBL", "NTw"),
    *("TLB1m", "Walks", "WL2", "WLL", "Pages", "Sys", "SysWB"),
)


def measure_gem5(counts: Json, machine: Machine) -> Json:
    """The same energy model over gem5's counts (sim_runner.gem5.stats.events), with gem5's cycles.
    gem5 reports misses per level, not per read/write: they are counted as reads here, and its
    last-level misses as misses of every level below."""
    events = dict.fromkeys(GEM5_ABSENT, 0) | {
        "Ir": counts["instructions"],
        "Dr": counts["memory"]["reads"],
        "Dw": counts["memory"]["writes"],
        "I1mr": counts["l1i_misses"],
        "D1mr": counts["l1d_misses"],
        "D1mw": 0,
        "D2mr": counts["ll_misses"],
        "DLmr": counts["ll_misses"],
        "Bc": counts["branches"],
        "Bcm": counts["branch_mispredicts"],
    }
    return measure(events, counts["mix"], machine, cycles=counts["cycles"])
