"""What the executed code costs the core, from its structure: the throughput model's cycles for
the hot regions (sim_runner.measure.mca), and the stalls that data misses add, by dependence.

A load's misses cost the latency beyond an L1 hit (which the throughput model already counts)
of the level that served them, plus its address translations beyond the DTLB: the STLB's lookup
where the STLB held the page (`stlb_hit`, where the machine file measures it), a page walk (by
where the walk found the page's entry) where it did not.
Misses of a load on a loop-carried chain through itself (a pointer chase: `p = p->next`) follow
one another, each paying the whole latency. Other loads' misses overlap: as many are in flight
as the reorder buffer holds iterations of their region times the region's misses per iteration,
up to the machine's miss buffers (memory-level parallelism, as in the interval model: Karkhanis &
Smith, ISCA 2004; Chou, Fahs & Abraham, ISCA 2004), and their walks up to the page walkers.
A loop's body is fetched (from the op cache) one aligned window of the machine's `fetch_window`
bytes a cycle, where the machine file measured that, so an iteration takes at least as many cycles
as the windows its body touches: the same loop runs at half speed when its bytes straddle a window
boundary (measured on Zen 3: bench/machine_probe.cpp).
A store retires into the store buffer, which commits stores in program order: one whose line is
missing holds the stores behind it, and the core runs on only until the buffer is full. Its misses
overlap as many at a time as the buffer holds missing stores (up to the miss buffers), and each
stalls the core for what is left of its latency once the core has filled the buffer behind it (the
same reasoning as for the reorder buffer and loads, with the store buffer as the window). Misses
that crowd one L1 set (effgrind.c's store_missed: more lines of the set wanted in the buffer than
it has ways) do not overlap there: each waits in turn for its line's trip from L2. What stores
move counts against memory bandwidth too (sim_runner.measure.model).
"""

import fnmatch
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cache

from sim_runner.measure import blocks, effgrind, mca
from sim_runner.measure.machine import Machine

# Cold and unmodelled instructions: one cycle each. Conservative (hot loops run 2-5 instructions
# a cycle); cold code is under 1% of what runs, and its instruction misses are charged apart.
FALLBACK_CPI = 1.0


# Rep-prefixed copies and fills. llvm-mca's CPU models give them a placeholder (Zen: 100 cycles and
# 100 micro-ops; Skylake: a 100-cycle latency), and valgrind runs one element per pass through the
# instruction, so effgrind counts a run of n elements as n + 1 executions (the last finds the
# count zero and leaves). Where the machine file measures them ([strings]), a run costs its start
# and its bytes at the rate once started; where it does not, the tool's cost stands.
STRING_OP = re.compile(r"rep\s+(movs|stos)([bwlq])\b")
ELEMENT_BYTES = {"b": 1, "w": 2, "l": 4, "q": 8}


def string_cycles(executed: dict[int, int], decode: Callable[[int], blocks.Decoded], machine: Machine) -> dict[int, float]:
    """Cycles of each rep movs and rep stos the program ran, by address. Its runs are at most the
    executions of the instruction before it (when that one falls through to it) and of the one
    after (every run leaves to it); the rest of its executions are elements."""
    table = machine.get("strings")
    if not table:
        return {}
    found: dict[int, float] = {}
    for address, count in executed.items():
        match = STRING_OP.match(decode(address).text)
        if not match:
            continue
        op = decode(address)
        runs = min(count, executed.get(op.address + op.size, count))
        before = _falling_into(address, executed, decode)
        if before is not None:
            runs = min(runs, executed[before])
        rate = table["rep_" + match.group(1)]
        found[address] = runs * rate["start"] + (count - runs) * ELEMENT_BYTES[match.group(2)] / rate["bytes_per_cycle"]
    return found


def _falling_into(address: int, executed: dict[int, int], decode: Callable[[int], blocks.Decoded]) -> int | None:
    """The executed instruction that ends right before `address` and may fall through to it."""
    for size in range(1, 16):
        before = address - size
        if before in executed:
            op = decode(before)
            if op.address + op.size == address and not (op.ends_block and op.jump_target is None or op.text.startswith("jmp")):
                return before
    return None


@dataclass(frozen=True)
class CoreWork:
    cycles: float  # core cycles with every load hitting L1
    uops: float  # micro-ops (energy)
    data_stall: float  # cycles data misses add beyond an L1 hit
    cold_instructions: int  # outside the hot regions: FALLBACK_CPI each
    unmodelled_instructions: int  # in hot regions, but the throughput tool could not model them


def core_work(executed: dict[int, int], misses: dict[int, effgrind.Misses], decode: Callable[[int], blocks.Decoded], machine: Machine) -> CoreWork:
    basic = blocks.basic_blocks(executed, decode)
    all_regions = blocks.regions(basic, decode)
    hot, cold = blocks.hot(all_regions)
    texts = [[blocks.mca_text(decode(a)) for a in region.addresses] for region in hot]
    # Regions with instructions the machine file overrides are costed again without those that
    # occupy a unit of their own (an override with a reciprocal throughput): what the rest of
    # the region needs, to which their own costs are added (_with_overrides).
    overrides = machine.get("overrides", {})
    entries = [[override(text, overrides) for text in lines] for lines in texts]
    # A string operation's cycles, spread over its region's executions, as a unit of its own.
    strings = string_cycles(executed, decode, machine)
    for region, region_entries in zip(hot, entries):
        for k, address in enumerate(region.addresses):
            if address in strings:
                each = strings[address] / region.count
                region_entries[k] = {"latency": each, "rthroughput": each}
    rests = {
        index: [text for text, entry in zip(lines, region_entries) if not (entry and "rthroughput" in entry)]
        for index, (lines, region_entries) in enumerate(zip(texts, entries))
        if any(region_entries)
    }
    # The string operations alone too: their micro-ops in the tool's count, replaced by one a cycle.
    string_texts = sorted({text for region, lines in zip(hot, texts) for a, text in zip(region.addresses, lines) if a in strings})
    found = mca.costs(texts + list(rests.values()) + [[text] for text in string_texts], machine["core"]["mcpu"])
    costs, rest_costs = found[: len(hot)], dict(zip(rests, found[len(hot) : len(hot) + len(rests)]))
    tool_uops = {text: cost.uops if cost else 0.0 for text, cost in zip(string_texts, found[len(hot) + len(rests) :])}
    cycles, uops, unmodelled = cold * FALLBACK_CPI, float(cold), 0
    per_iteration: dict[int, float] = {}  # a hot region's cycles an execution, by its start
    for index, (region, cost) in enumerate(zip(hot, costs)):
        size = len(region.addresses)
        skipped = size if cost is None else size - cost.modelled
        steady = 0.0
        if cost is not None:
            steady = cost.cycles
            if cost.modelled == size and len(cost.latencies) == size == len(cost.rthroughputs):
                overridden = latency_overridden(entries[index])
                steady, latencies = _with_overrides(region, cost, rest_costs.get(index), entries[index], overridden, decode, machine)
                chain = blocks.memory_chain(region, latencies, decode, lambda load: _store_forward(load, machine), machine["latency"]["l1"], overridden)
                steady = max(steady, chain)
            steady = max(steady, fetch_cycles(region, decode, machine))
        per_iteration[region.start] = skipped * FALLBACK_CPI + steady
        cycles += region.count * per_iteration[region.start]
        uops += region.count * (skipped + (cost.uops if cost else 0.0))
        if cost is not None:
            uops += sum(strings[a] - region.count * tool_uops[text] for a, text in zip(region.addresses, texts[index]) if a in strings)
        unmodelled += region.count * skipped
    chased = blocks.chased_loads(basic, misses.keys(), decode)
    stall = sum(
        _data_stall(region, misses, decode, machine, chased) + _store_stall(region, misses, decode, machine, per_iteration.get(region.start))
        for region in all_regions
        if any(a in misses for a in region.addresses)
    )
    return CoreWork(cycles, uops, stall, cold, unmodelled)


def fetch_cycles(region: blocks.Region, decode: Callable[[int], blocks.Decoded], machine: Machine) -> float:
    """The cycles a loop's body takes to fetch: one cycle for each aligned window of the machine
    file's `fetch_window` bytes that it touches (none where the file has no figure, or for a
    region that is not a loop, whose neighbours may share its windows)."""
    window: int | None = machine["core"].get("fetch_window")
    if not window or not region.loop:
        return 0.0
    last = decode(region.addresses[-1])
    return float((last.address + last.size - 1) // window - region.start // window + 1)


def override(text: str, overrides: dict[str, dict[str, float]]) -> dict[str, float] | None:
    """The machine file's [overrides] entry for an instruction (AT&T syntax), if any. Keys are
    mnemonics in their VEX spelling: the legacy SSE form ("divsd") is the same operation on the
    same unit and takes the VEX form's entry ("vdivsd"). A key with " ymm" after the mnemonic
    is the 256-bit form, which packed units take twice as long over; without it, the key covers
    every width the file does not list apart. A key may be a shell-style pattern ("vfmadd*":
    every FMA operand order and type), tried after the exact keys, in the file's order."""
    mnemonic = text.split(maxsplit=1)[0] if text else ""
    key = _override_key(tuple(overrides), mnemonic, "%ymm" in text)
    return overrides[key] if key is not None else None


@cache  # override() runs for every hot instruction of every test
def _override_key(keys: tuple[str, ...], mnemonic: str, ymm: bool) -> str | None:
    names = [f"{name} ymm" for name in (mnemonic, "v" + mnemonic) if ymm] + [mnemonic, "v" + mnemonic]
    for name in names:
        if name in keys:
            return name
    for key in keys:
        if any(c in key for c in "*?[") and any(fnmatch.fnmatchcase(name, key) for name in names):
            return key
    return None


def _with_overrides(
    region: blocks.Region,
    cost: mca.Cost,
    rest: mca.Cost | None,
    entries: Sequence[dict[str, float] | None],
    overridden: Collection[int],
    decode: Callable[[int], blocks.Decoded],
    machine: Machine,
) -> tuple[float, list[float]]:
    """The region's steady-state cycles and its instructions' latencies, with the machine file's
    [overrides] (instructions the throughput tool's CPU model gets wrong; `entries`: each
    instruction's, or None; `overridden`: the positions given a latency) in place of the tool's,
    the most of three bounds:
    - what the rest of the region needs (`rest`: costed without the instructions given a
      reciprocal throughput, which occupy a unit of their own: the divider, the gather engine);
      where the region holds an instruction given only a latency, the rest's port and dispatch
      bound alone, since the tool's cycles carry its own chains through that latency;
    - those instructions' reciprocal throughputs added up (they share the unit);
    - the loop-carried chains replayed with the latencies. An overridden latency is from the
      instruction's register sources to its result in either form: a core reads a memory
      operand before the chained register is needed (LLVM calls this ReadAdvance). From its
      address registers, the L1 load comes first (blocks.register_chain)."""
    latencies = list(cost.latencies)
    found = [(k, o) for k, o in enumerate(entries) if o is not None]
    if not found:
        return cost.cycles, latencies
    for k, o in found:
        latencies[k] = o.get("latency", latencies[k])
    retimed = any("rthroughput" not in o for _, o in found)
    rest_cycles = (rest.block_rthroughput if retimed else rest.cycles) if rest else 0.0
    throughput = max(rest_cycles, sum(o.get("rthroughput", 0.0) for _, o in found))
    chain = blocks.register_chain(region, latencies, decode, machine["latency"]["l1"], overridden)
    return max(throughput, chain), latencies


def latency_overridden(entries: Sequence[dict[str, float] | None]) -> set[int]:
    """The positions whose latency is the machine file's (an override giving one)."""
    return {k for k, o in enumerate(entries) if o is not None and "latency" in o}


def _store_forward(load: blocks.Decoded, machine: Machine) -> float:
    """Store-to-load forwarding latency for the value this load reads back."""
    vector = any(r.startswith("v") and r[1:].isdigit() for r in load.writes)
    return float(machine["latency"]["store_forward_vector" if vector else "store_forward"])


def miss_latencies(machine: Machine) -> tuple[float, float, float]:
    """Cycles beyond an L1 hit for a load served by L2, by L3, by DRAM."""
    lat = machine["latency"]
    return lat["l2"] - lat["l1"], lat["l3"] - lat["l1"], lat["memory"] - lat["l1"]


def access_cycles(misses: effgrind.Misses, machine: Machine) -> float:
    """What an instruction's accesses cost beyond an L1 hit that the DTLB translated, walks aside:
    each cache miss by the level that served it, and each DTLB miss that the STLB held (none
    where the counts give no DTLB misses, as a plain tuple of the first four)."""
    l2, l3, memory = miss_latencies(machine)
    stlb_hit: float = machine["latency"].get("stlb_hit", 0)
    return (misses.d1 - misses.l2) * l2 + (misses.l2 - misses.l3) * l3 + misses.l3 * memory + max(misses.dtlb - misses.walks, 0) * stlb_hit


def walk_cycles(misses: effgrind.Misses, machine: Machine) -> float:
    """What an instruction's page walks cost one after another: page_walk each with the page's
    entry in L2 (or nearer); from L3 or DRAM each waits for that line as a load would, before the
    data's own miss can start."""
    lat = machine["latency"]
    return float(misses.walks * lat["page_walk"] + misses.walk_l2 * (lat["l3"] - lat["l2"]) + misses.walk_l3 * (lat["memory"] - lat["l3"]))


def _data_stall(
    region: blocks.Region, misses: dict[int, effgrind.Misses], decode: Callable[[int], blocks.Decoded], machine: Machine, chased: Collection[int]
) -> float:
    # A plain tuple of the first four counts is taken too.
    loads = [(a, effgrind.Misses(*misses[a])) for a in region.addresses if a in misses and decode(a).reads_memory]
    if not loads:
        return 0.0
    # Accesses that wait beyond an L1 hit: a cache miss or a DTLB miss (the larger count of an instruction's).
    misses_per_iteration = sum(max(m.d1, m.dtlb) for _, m in loads) / region.count
    in_flight = machine["core"]["rob_entries"] / len(region.addresses) * misses_per_iteration
    parallelism = min(max(in_flight, 1.0), machine["core"]["miss_buffers"])
    serial = overlapped = overlapped_walking = 0.0
    for address, m in loads:
        fill = access_cycles(m, machine)
        walking = walk_cycles(m, machine)
        # A loop region is one of chased_loads' bodies (blocks.loop_spans), so its chased loads are there.
        if address in chased:
            serial += fill + walking
        else:
            overlapped += (fill + walking) / parallelism
            overlapped_walking += walking
    # Each load in flight walks, then fills. Where the file gives fewer page walkers than loads in
    # flight, the walks may take longer than that, one walker each: they bound the region.
    walkers: float = min(parallelism, machine["core"].get("page_walkers", parallelism))
    return serial + max(overlapped, overlapped_walking / walkers)


def _store_stall(
    region: blocks.Region, misses: dict[int, effgrind.Misses], decode: Callable[[int], blocks.Decoded], machine: Machine, per_iteration: float | None
) -> float:
    """What a region's missing stores stall the core (the module's docstring). A store that also
    reads (add %eax,(%rdi)) has its misses charged as a load's; rep-prefixed stores are costed by
    their measured rate ([strings]) and the memory floor instead."""
    stores = [a for a in region.addresses if decode(a).writes_memory]
    missing = [effgrind.Misses(*misses[a]) for a in stores if a in misses and not decode(a).reads_memory and not STRING_OP.search(decode(a).text)]
    missed = sum(m.d1 for m in missing)
    if not missed:
        return 0.0
    if per_iteration is None:  # a cold region: FALLBACK_CPI an instruction
        per_iteration = len(region.addresses) * FALLBACK_CPI
    # A crowded miss waits for its line from L2 in turn; what lies beyond L2 (a deeper level, the
    # STLB, a walk) its early request overlaps, as every other miss's does.
    from_l2 = miss_latencies(machine)[0]
    latency = crowded_latency = 0.0
    for m in missing:
        cost = access_cycles(m, machine) + walk_cycles(m, machine)
        crowded_latency += m.crowded * from_l2
        latency += cost - m.crowded * from_l2
    between = region.count * len(stores) / missed  # stores issued from one miss to the next
    buffer: float = machine["core"]["store_buffer"]
    parallelism: float = min(max(buffer / between, 1.0), machine["core"]["miss_buffers"])
    covered = min(between, buffer) * per_iteration / len(stores)  # the core's cycles while the buffer fills
    return max(0.0, latency / parallelism + crowded_latency - missed * covered)
