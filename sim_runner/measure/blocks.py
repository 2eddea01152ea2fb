"""The executed code as basic blocks and loop bodies, decoded from the program's own binary.

effgrind gives how often each instruction address executed. Consecutive instructions with the
same count form a basic block (a block also ends after any branch, call or return). The blocks
that together cover `HOT_SHARE` of the executed instructions are the hot ones: only they are
costed by the throughput model, the rest at a conservative fixed cost.

Blocks that form one loop are costed as one region when the loop's body is straight-line in
practice: a block ending in a backward jump to T, and every block from T up to it contiguous and
executed exactly as often as the jump. A dependency chain that runs through the whole body (an
accumulator updated in two blocks, say) is then seen by the throughput model, which simulates
the region back to back as the hardware runs the loop. When the blocks' counts differ, the body
has paths taken at different rates, and concatenating them would cost a path that never runs:
each block is then costed on its own (its chains inside the block are still seen).
"""

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import capstone
from capstone import x86_const as X

HOT_SHARE = 0.99
MAX_HOT_REGIONS = 3000  # bounds the throughput tool's work on huge programs; the rest is cold
MAX_LOOP_BYTES = 4096  # a backward jump further than this is not treated as one loop body
LINE_BYTES = 64  # the cache line of every machine profile

_ZERO_IDIOMS = ("xor", "sub", "pxor", "xorps", "xorpd", "psub")
_STORE_PREFIXES = ("mov", "vmov", "vextract", "pextr", "vpextr", "vmaskmov", "vpmaskmov", "vcvtps2ph", "stmxcsr", "vstmxcsr")
_BRANCH_GROUPS = {X.X86_GRP_JUMP, X.X86_GRP_CALL, X.X86_GRP_RET, X.X86_GRP_INT, X.X86_GRP_IRET, X.X86_GRP_BRANCH_RELATIVE}


@dataclass(frozen=True)
class Decoded:
    """One instruction as the block builder and the throughput model need it."""

    address: int
    size: int
    text: str  # AT&T syntax, which llvm-mc parses
    ends_block: bool
    jump_target: int | None  # a direct jump's or conditional branch's target
    reads_memory: bool
    writes_memory: bool
    address_registers: tuple[str, ...]  # base and index of its memory operand (64-bit names)
    memory_key: tuple[int, int, int, int, int] | None  # its memory operand as (segment, base, index, scale, displacement); RIP-relative:
    # (segment, RIP, 0, 1, the address it reaches)
    reads: tuple[str, ...]  # registers read (64-bit names), address registers included
    writes: tuple[str, ...]  # registers written (64-bit names)


@dataclass(frozen=True)
class Region:
    """Instructions costed together: one basic block, or the blocks of one loop body."""

    addresses: tuple[int, ...]
    count: int  # times the region executed
    loop: bool  # ends in a jump back to its own start: its chains carry across iterations

    @property
    def start(self) -> int:
        return self.addresses[0]


class Decoder:
    """Decodes instructions of one binary on demand (`bytes_at(address)` gives its bytes)."""

    def __init__(self, bytes_at: Callable[[int], bytes]):
        self.bytes_at = bytes_at
        self.md = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
        self.md.detail = True
        self.md.syntax = capstone.CS_OPT_SYNTAX_ATT
        self._decoded: dict[int, Decoded] = {}

    def __call__(self, address: int) -> Decoded:
        found = self._decoded.get(address)
        if found is None:
            found = self._decoded[address] = self._decode(address)
        return found

    def _decode(self, address: int) -> Decoded:
        insn = next(self.md.disasm(self.bytes_at(address), address, count=1), None)
        if insn is None:  # bytes outside the file image or undecodable: one opaque byte
            return Decoded(address, 1, "", True, None, False, False, (), None, (), ())
        groups = set(insn.groups)
        ends = bool(groups & _BRANCH_GROUPS) or insn.mnemonic in {"syscall", "ud2", "hlt"}
        target = None
        if groups & {X.X86_GRP_JUMP, X.X86_GRP_BRANCH_RELATIVE} and insn.operands and insn.operands[0].type == X.X86_OP_IMM:
            target = insn.operands[0].imm
        reads_memory = writes_memory = False
        address_registers: list[str] = []
        memory_key: tuple[int, int, int, int, int] | None = None
        for position, op in enumerate(insn.operands):
            if op.type != X.X86_OP_MEM or insn.mnemonic in {"lea", "leal", "leaq", "nop", "nopw", "nopl"} or insn.mnemonic.startswith("prefetch"):
                continue
            if position == len(insn.operands) - 1 and insn.mnemonic.startswith(_STORE_PREFIXES):
                # A store form (AT&T: the destination comes last). Capstone 5 marks the memory
                # operand of vector stores (vmovups %ymm0,(%rdi); movq %xmm0,(%rdi)) as read.
                writes_memory = True
            else:
                reads_memory |= bool(op.access & capstone.CS_AC_READ)
                writes_memory |= bool(op.access & capstone.CS_AC_WRITE)
            if op.mem.base == X.X86_REG_RIP:
                # A global: its displacement is from the next instruction, so two accesses to one
                # variable differ in it; the address they reach is the key, and no register moves it.
                memory_key = (op.mem.segment, X.X86_REG_RIP, 0, 1, address + insn.size + op.mem.disp)
                continue
            memory_key = (op.mem.segment, op.mem.base, op.mem.index, op.mem.scale, op.mem.disp)
            for reg in (op.mem.base, op.mem.index):
                if reg:
                    address_registers.append(full_register(insn.reg_name(reg)))
        reads, writes = insn.regs_access()
        if (
            insn.mnemonic.lstrip("v").startswith(_ZERO_IDIOMS)
            and len(insn.operands) >= 2
            and len({op.reg for op in insn.operands if op.type == X.X86_OP_REG}) == 1
            and all(op.type == X.X86_OP_REG for op in insn.operands)
        ):
            reads = []  # xor %eax,%eax and the like: a new value, dependent on nothing
        if insn.mnemonic.startswith("cmov"):
            # Capstone lists a cmov's source and flags only; the destination is kept when the
            # condition fails (a 32-bit one then still zero-extends it), so it is read too.
            reads = [*reads, *writes]
        # A direct target's address says nothing of the cost and differs between binaries:
        # written as 0, so that the same code has the same text (and cost cache key) anywhere.
        operands = "0" if target is not None or (groups & {X.X86_GRP_CALL} and insn.operands and insn.operands[0].type == X.X86_OP_IMM) else insn.op_str
        return Decoded(
            address,
            insn.size,
            f"{insn.mnemonic} {operands}".strip(),
            ends,
            target,
            reads_memory,
            writes_memory,
            tuple(address_registers),
            memory_key,
            tuple(sorted({full_register(insn.reg_name(r)) for r in reads})),
            tuple(sorted({full_register(insn.reg_name(r)) for r in writes})),
        )


_FAMILIES = {name: f"r{name}" for name in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp")}


def full_register(name: str) -> str:
    """The 64-bit register a name is part of (eax, ax, al -> rax; r8d -> r8); vector and other
    registers by their number (xmm3, ymm3 -> v3), so that a write to one is a write to both."""
    if name[:3] in ("xmm", "ymm", "zmm"):
        return "v" + name[3:]
    if name.startswith("r") and name[1:2].isdigit():
        return "r" + "".join(ch for ch in name[1:] if ch.isdigit())
    core = name.lstrip("er")
    if core in _FAMILIES and len(name) == 3 and name[0] in "er":
        return _FAMILIES[core]
    if name in _FAMILIES:  # ax, bx, ...
        return _FAMILIES[name]
    low_high = {
        "al": "ax",
        "ah": "ax",
        "bl": "bx",
        "bh": "bx",
        "cl": "cx",
        "ch": "cx",
        "dl": "dx",
        "dh": "dx",
        "sil": "si",
        "dil": "di",
        "bpl": "bp",
        "spl": "sp",
    }
    if name in low_high:
        return _FAMILIES[low_high[name]]
    return name


def mca_text(instruction: Decoded) -> str:
    """The instruction as the throughput tool is given it. Push, pop, call and return are written
    without their stack-pointer update: the core's stack engine tracks that update at decode, so
    consecutive pops do not wait for one another (llvm-mca chains them through %rsp at a load's
    latency each: a three-pop epilogue cost 15 cycles). A call and a return become a jump.
    ENDBR64/32 become a NOP: they are hint NOPs on processors without CET indirect-branch
    tracking (Intel SDM vol. 2, ENDBR64), as on Skylake and Zen 4; LLVM 19's Zen models charge them
    100 micro-ops and 34 cycles, which priced every function entry of Debian's libraries (built
    with -fcf-protection) like a division. bench/machine_probe.cpp on Zen 4: 0.068 ns (0.23 cycles)
    an endbr64; llvm-mca's NOP on znver4: 0.25."""
    text = instruction.text
    mnemonic, _, operands = text.partition(" ")
    if mnemonic in ("endbr64", "endbr32"):
        return "nop"
    if "(" in operands and mnemonic in ("pushq", "push", "popq", "pop"):
        return text  # to or from memory: no single move writes it
    if mnemonic in ("pushq", "push") and operands:
        return f"movq {operands}, -8(%rsp)"
    if mnemonic in ("popq", "pop") and operands:
        return f"movq (%rsp), {operands}"
    if mnemonic in ("retq", "ret"):
        return "jmp 0"
    if mnemonic in ("callq", "call"):
        return f"jmp {operands}" if operands else "jmp 0"
    return text


def basic_blocks(executed: dict[int, int], decode: Callable[[int], Decoded]) -> list[Region]:
    """Every executed instruction in exactly one block, in address order."""
    blocks: list[Region] = []
    current: list[int] = []
    end = -1
    for address in sorted(executed):
        if current and (address != end or executed[address] != executed[current[0]]):
            blocks.append(Region(tuple(current), executed[current[0]], False))
            current = []
        instruction = decode(address)
        current.append(address)
        end = address + instruction.size
        if instruction.ends_block:
            blocks.append(Region(tuple(current), executed[address], False))
            current = []
    if current:
        blocks.append(Region(tuple(current), executed[current[0]], False))
    return blocks


def loop_spans(blocks: Sequence[Region], decode: Callable[[int], Decoded]) -> list[tuple[int, int]]:
    """(first, last) block indices of each loop body: a block ending in a backward jump, no
    further than MAX_LOOP_BYTES, to the start of a block (a jump landing inside a block makes no
    body of whole blocks), and every block between. Innermost first: the shortest jumps."""
    by_start = {block.start: index for index, block in enumerate(blocks)}
    spans = []
    for index, block in enumerate(blocks):
        target = decode(block.addresses[-1]).jump_target
        if target is not None and target <= block.start and block.addresses[-1] - target <= MAX_LOOP_BYTES and target in by_start:
            spans.append((block.addresses[-1] - target, by_start[target], index))
    return [(first, last) for _, first, last in sorted(spans)]


def regions(blocks: Sequence[Region], decode: Callable[[int], Decoded]) -> list[Region]:
    """Blocks merged into loop bodies where the rule in the module's docstring allows."""
    taken: set[int] = set()
    merged: dict[int, Region] = {}  # index of the body's first block -> the body
    for first, index in loop_spans(blocks, decode):
        body = blocks[first : index + 1]
        span = set(range(first, index + 1))
        if span & taken:
            continue
        count = blocks[index].count
        contiguous = all(decode(a.addresses[-1]).address + decode(a.addresses[-1]).size == b.start for a, b in zip(body, body[1:]))
        if contiguous and all(block.count == count for block in body):
            merged[first] = Region(tuple(a for block in body for a in block.addresses), count, True)
            taken |= span
    result: list[Region] = []
    index = 0
    while index < len(blocks):
        if index in merged:
            region = merged[index]
            result.append(region)
            index += _blocks_in(blocks, index, region)
        else:
            result.append(blocks[index])
            index += 1
    return result


def _blocks_in(blocks: Sequence[Region], first: int, region: Region) -> int:
    covered, index = 0, first
    while covered < len(region.addresses):
        covered += len(blocks[index].addresses)
        index += 1
    return index - first


def hot(all_regions: Sequence[Region], share: float = HOT_SHARE) -> tuple[list[Region], int]:
    """The regions covering `share` of executed instructions (largest first), and how many
    executed instructions the rest account for."""
    total = sum(region.count * len(region.addresses) for region in all_regions)
    ordered = sorted(all_regions, key=lambda r: (-r.count * len(r.addresses), r.start))
    chosen: list[Region] = []
    covered = 0
    for region in ordered:
        if covered >= share * total or len(chosen) >= MAX_HOT_REGIONS:
            break
        chosen.append(region)
        covered += region.count * len(region.addresses)
    return chosen, total - covered


def on_own_chain(region: Region, position: int, decode: Callable[[int], Decoded], depth: int = 6) -> bool:
    """Whether the load at `position` is on a loop-carried chain through itself: its address is
    computed (through registers and flags, at most `depth` instructions back) from the value it
    loaded in an earlier iteration, as in a pointer chase or a binary search with cmov. Such a
    load's misses follow one another; other loads' misses overlap, up to the machine's miss
    buffers, whatever they depend on within one iteration."""
    if not region.loop:
        return False
    instructions = [decode(a) for a in region.addresses]
    size = len(instructions)
    pending = [(position, register, depth) for register in instructions[position].address_registers if register not in ("rsp", "rip")]
    seen: set[tuple[int, str]] = set()
    while pending:
        at, register, budget = pending.pop()
        if (at, register) in seen:
            continue
        seen.add((at, register))
        for back in range(1, size + 1):
            index = (at - back) % size
            writer = instructions[index]
            if register not in writer.writes:
                continue
            if index == position:
                return True
            if budget > 0:
                pending.extend((index, r, budget - 1) for r in writer.reads if r not in ("rsp", "rip"))
            break
    return False


def chased_loads(blocks: Sequence[Region], loads: Collection[int], decode: Callable[[int], Decoded]) -> frozenset[int]:
    """Those of `loads` (addresses) on a loop-carried chain through themselves (on_own_chain) in a
    loop body whose blocks are not one region, because its paths run at different rates: a
    tree's descent (x = key < x->key ? x->right : x->left, a path for each side) loads its next
    node from the node it loaded, whichever path the last step took. The body is every block
    from a backward jump's target to the jump; the walk back from a load's address takes the
    nearest writer of each register before it, around the body, whatever path it is on.
    With them, the loads of the same node: the same base and index, within a line of a chased
    load's address (the key compared before the step: its miss brings the line the step then
    hits, so the chain waits for it as for its own)."""
    wanted = set(loads)
    chased: set[int] = set()
    for first, index in loop_spans(blocks, decode):
        body = Region(tuple(a for b in blocks[first : index + 1] for a in b.addresses), blocks[index].count, True)
        if wanted.isdisjoint(body.addresses):
            continue
        here = {address for position, address in enumerate(body.addresses) if decode(address).reads_memory and on_own_chain(body, position, decode)}
        nodes = [decode(address).memory_key for address in here]
        for address in wanted.intersection(body.addresses) - here:
            instruction = decode(address)
            if instruction.reads_memory and any(_same_node(instruction.memory_key, node) for node in nodes):
                here.add(address)
        chased |= here & wanted
    return frozenset(chased)


def _same_node(a: tuple[int, int, int, int, int] | None, b: tuple[int, int, int, int, int] | None) -> bool:
    """Two memory operands through the same registers, displacements within a line apart."""
    return a is not None and b is not None and a[:4] == b[:4] and abs(a[4] - b[4]) < LINE_BYTES


def memory_chain(
    region: Region,
    latencies: Sequence[float],
    decode: Callable[[int], Decoded],
    forward: Callable[[Decoded], float],
    l1_latency: float,
    overridden: Collection[int] = frozenset(),
) -> float:
    """Cycles per iteration of the longest loop-carried chain through memory: a value stored to
    an address that does not change in the loop and loaded back by the next iteration (an
    accumulator or counter the compiler keeps in memory). The throughput model takes loads and
    stores never to alias, so it cannot see this chain. Its length: the store-to-load forwarding
    latency (`forward(load)`) plus the latencies (`latencies`, one per instruction) on the longest
    register path from the load to the stored value; for one read-modify-write instruction, its
    latency less the L1 hit (`l1_latency`) it includes. At the positions in `overridden` the
    latency is the machine file's, from the register sources: no load to take off it."""
    if not region.loop:
        return 0.0
    instructions = [decode(a) for a in region.addresses]
    written = {r for i in instructions for r in i.writes}
    longest = 0.0
    for j, store in enumerate(instructions):
        if not store.writes_memory or store.memory_key is None or set(store.address_registers) & written:
            continue
        for i in range(j + 1):
            load = instructions[i]
            if not load.reads_memory or load.memory_key != store.memory_key:
                continue
            if i == j:  # one read-modify-write instruction: its own latency beyond the load's
                operation = latencies[i] if i in overridden else max(latencies[i] - l1_latency, 1.0)
                longest = max(longest, forward(load) + operation)
                continue
            ready = dict.fromkeys(load.writes, 0.0)  # cycles after the forwarded value arrives
            for k in range(i + 1, j):
                inputs = [ready[r] for r in instructions[k].reads if r in ready]
                if inputs:  # entered through a register: its memory operand's load is not on the path
                    # (as long as the chain's own load, in the throughput model's own terms)
                    if instructions[k].reads_memory and k not in overridden:
                        step = max(latencies[k] - latencies[i], 1.0)
                    else:
                        step = latencies[k]
                    for r in instructions[k].writes:
                        ready[r] = max(inputs) + step
            data = [ready[r] for r in store.reads if r in ready and r not in store.address_registers]
            if data:
                longest = max(longest, forward(load) + max(data))
    return longest


def register_chain(
    region: Region, latencies: Sequence[float], decode: Callable[[int], Decoded], l1_latency: float, overridden: Collection[int], iterations: int = 6
) -> float:
    """Cycles per iteration of the longest loop-carried chain through registers and flags, with
    these `latencies`: a few iterations' data flow replayed, the steady growth of each result's
    time, the most (each one's: a slower chain that starts later, behind a load, can hold the
    latest time for the first iterations and hide a faster one's growth). llvm-mca computes this
    itself; it is needed again when some latencies are the machine file's, not the tool's.

    `latencies` are the tool's, but at the positions in `overridden` the machine file's. An
    instruction with a memory source first loads it (an L1 hit, `l1_latency`), then operates:
    its result is ready its operation's latency after its register sources, or after its
    address registers and the load, whichever is later. The operation's latency is the machine
    file's (from the register sources), else the tool's less the load it includes; not below a
    cycle when it operates on a register, not below 0 for a pure load (all of whose latency may
    be the load)."""
    if not region.loop:
        return 0.0
    instructions = [decode(a) for a in region.addresses]
    ready: dict[str, float] = {}
    marks: list[dict[str, float]] = []
    for _ in range(iterations):
        for position, (instruction, latency) in enumerate(zip(instructions, latencies)):
            # %rsp's updates by push, pop, call and return cost nothing (the stack engine: mca_text)
            data = [ready.get(r, 0.0) for r in instruction.reads if r != "rsp" and r not in instruction.address_registers]
            start = max(data, default=0.0)
            if instruction.reads_memory:
                address = max((ready.get(r, 0.0) for r in instruction.address_registers), default=0.0)
                start = max(start, address + l1_latency)
                if position not in overridden:
                    latency = max(latency - l1_latency, 1.0 if data else 0.0)
            for r in instruction.writes:
                if r != "rsp":
                    ready[r] = start + latency
        marks.append(dict(ready))
    return max((marks[-1][r] - marks[1][r] for r in marks[-1]), default=0.0) / (iterations - 2)
