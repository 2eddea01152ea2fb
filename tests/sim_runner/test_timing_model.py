"""The cycle model held to hand-computed costs on small blocks of machine code (bytes written
here, decoded as a binary's would be): the throughput model's cycles for loops with and without
a loop-carried chain, what misses add by dependence, and how the model adds its parts up."""

import pytest

from sim_runner.measure import blocks, effgrind, mca, model, timing
from sim_runner.measure.machine import host_machine, load_machine

# Each loop starts at its address and ends with a `jne` back to it.
LOOPS = {
    # One accumulator: vaddsd (%rdi,%rax,8),%xmm0,%xmm0; addq $1,%rax; cmpq %rax,%rsi; jne
    "chain": (0x1000, "c5fb5804c74883c0014839c675f2"),
    # Four accumulators, one element each per iteration:
    # vaddsd (%rdi,%rax,8),%xmm0..3 at offsets 0, 8, 16, 24; addq $4,%rax; cmpq %rax,%rsi; jne
    "four": (0x2000, "c5fb5804c7c5f3584cc708c5eb5854c710c5e3585cc7184883c0044839c675e0"),
    # Pointer chase: movq (%rax),%rax; decq %rcx; jne
    "chase": (0x3000, "488b0048ffc975f8"),
    # Independent random loads: movl (%rsi,%rcx,4),%edx; movq (%rdi,%rdx,8),%r8; addq %r8,%r9;
    # decq %rcx; jne
    "random": (0x4000, "8b148e4c8b04d74d01c148ffc975f1"),
    # A vector accumulator kept in memory (g++ does this around an asm memory barrier):
    # vmovapd -208(%rbp),%ymm6; vaddpd (%rax),%ymm6,%ymm5; addq $32,%rax; vmovapd %ymm5,-208(%rbp);
    # cmpq %rbx,%rax; jne
    "spilled": (0x7000, "c5fd28b530ffffffc5cd58284883c020c5fd29ad30ffffff4839d875e3"),
    # A counter in memory: addq $1,8(%rsp); decq %rcx; jne
    "counter": (0x8000, "48834424080148ffc975f5"),
    # Independent divisions: movl $1000000,%eax; xorl %edx,%edx (a zero idiom); divl %ecx; jne
    "divisions": (0x9000, "b840420f0031d2f7f175f5"),
    # Chained divisions: xorl %edx,%edx; divl %ecx (the quotient is the next dividend); jne
    "divide_chain": (0xA000, "31d2f7f175fa"),
    # A function's epilogue: movslq %ebp,%rax; popq %rbx; popq %rbp; addq %r12,%rax; popq %r12; retq
    "epilogue": (0xB000, "4863c55b5d4c01e0415cc3"),
    # A function's entry (Debian's libraries mark each one): endbr64; movq %rdi,%rax; addq $1,%rax; retq
    "entry": (0xC000, "f30f1efa4889f84883c001c3"),
    # Two independent 256-bit divisions: vdivpd %ymm8,%ymm9,%ymm0; vdivpd %ymm8,%ymm9,%ymm1; decq %rcx; jne
    "packed_divides": (0xD000, "c4c1355ec0c4c1355ec848ffc975f1"),
    # A global kept in memory (g++ must, when the loop's other stores may alias it): an LCG step
    # movq g(%rip),%rax; imulq %r9,%rax; addq %r8,%rax; movq %rax,g(%rip); decq %rcx; jne --
    # both accesses reach g, with different displacements
    "global_chain": (0xF000, "488b0513000000490fafc14c01c04889050500000048ffc975e6"),
    # Four chains of scalar divisions (legacy SSE): divsd %xmm8,%xmm0 .. %xmm3; decq %rcx; jne
    "scalar_divides": (0xE000, "f2410f5ec0f2410f5ec8f2410f5ed0f2410f5ed848ffc975e7"),
    # A floating-point and an integer sum over memory: vaddsd (%rdi,%rax,8),%xmm0,%xmm0;
    # addq (%rsi,%rax,8),%rdx; addq $1,%rax; cmpq %rax,%rcx; jne
    "sums": (0x10000, "c5fb5804c7480314c64883c0014839c175ee"),
    # A list walked while summing its values: vaddsd 8(%rax),%xmm0,%xmm0; movq (%rax),%rax;
    # testq %rax,%rax; jne
    "list": (0x11000, "c5fb584008488b004885c075f3"),
    # A tree walked by the running sum (x += p->v; p = x > t ? p->right : p->left):
    # vaddsd 8(%rax),%xmm0,%xmm0; movq 16(%rax),%rdx; movq (%rax),%rax; vucomisd %xmm1,%xmm0;
    # cmovaq %rdx,%rax; testq %rax,%rax; jne
    "walk": (0x12000, "c5fb584008488b5010488b00c5f92ec1480f47c24885c075e7"),
    # A chain through registers only and a running maximum over memory beside it:
    # vmulsd %xmm1,%xmm0,%xmm0; vmaxsd %xmm2,%xmm0,%xmm0; vmaxsd (%rsi,%rax,8),%xmm3,%xmm3;
    # addq $1,%rax; cmpq %rax,%rcx; jne
    "registers": (0x13000, "c5fb59c1c5fb5fc2c5e35f1cc64883c0014839c175ea"),
    # A binary tree's descent, a path for each side: cmpq %rdx,8(%rax); jl right; movq 16(%rax),%rax
    # (left); jmp next; right: movq 24(%rax),%rax; next: testq %rax,%rax; jne
    "descent": (0x14000, "483950087c06488b4010eb04488b40184885c075eb"),
    # Divisions chained through a cmov's kept operand only: xorl %edx,%edx (a zero idiom); divq
    # %rcx; testq %rsi,%rsi (flags from a register nothing writes); cmoveq %r8,%rax; decq %r11; jne
    "cmov_kept": (0x15000, "31d248f7f14885f6490f44c049ffcb75ef"),
    # A store a line: movq %rax,(%rdi); addq $64,%rdi; decq %rcx; jne
    "fill": (0x16000, "4889074883c74048ffc975f4"),
    # A multiply-accumulate (the fidelity bench's div_32_vs_imul, B), 20 bytes: movl %eax,%edx;
    # xorl $0xf0f0f0f0,%edx; imull %edi,%edx; addl %edx,%ecx; addl $1,%eax; cmpl %eax,%esi; jne.
    # 8 bytes into a 64-byte window, and 56 bytes into one (it ends 12 bytes into the next)
    "multiply_sum": (0x17008, "89c281f2f0f0f0f00fafd701d183c00139c675ec"),
    "multiply_sum_straddling": (0x18038, "89c281f2f0f0f0f00fafd701d183c00139c675ec"),
    # One vector chain of two simple operations: vpaddd %ymm1,%ymm0,%ymm0; vpxor %ymm2,%ymm0,%ymm0;
    # decq %rcx; jne
    "vector_chain": (0x19000, "c5fdfec1c5fdefc248ffc975f3"),
    # Eight permuted accumulators (the fidelity bench's vec_permute, A): vmovdqa (%rax),%ymm0; vpermd
    # %ymmK,%ymm0,%ymmK for K = 2, 5, 3, 6, 4, 7, 1, 8; addq $32,%rax; cmpq %rax,%rdx; jne
    "permutes": (
        0x1A000,
        "c5fd6f00c4e27d36d2c4e27d36edc4e27d36dbc4e27d36f6c4e27d36e4c4e27d36ffc4e27d36c9c4427d36c04883c0204839c275cb",
    ),
}
ITERATIONS = 1000

# Round numbers so that every expected figure below can be checked by hand.
MACHINE = {
    "core": {"mcpu": "skylake", "rob_entries": 224, "miss_buffers": 10, "store_buffer": 50, "frequency_hz": 1e9, "branch_mispredict_penalty": 20},
    "latency": {
        "l1": 4,
        "l2": 14,
        "l3": 44,
        "memory": 204,
        "page_walk": 30,
        "page_fault": 1000,
        "store_forward": 5,
        "store_forward_vector": 6,
        "syscall": 800,
        "syscall_write_byte": 0.5,
    },
    "memory": {"bytes_per_cycle": 8},
    "energy_pj": {
        "calibration": 1.0,
        "uop": 100.0,
        "instructions_per_fetch": 4,
        "l1_access": 10.0,
        "l2_access": 50.0,
        "l3_access": 200.0,
        "dram_line": 5000.0,
        "int_alu": 1.0,
        "kernel_uops_per_cycle": 1.0,
    },
    "static": {"power_w": 1.0},
}


def decoder() -> blocks.Decoder:
    code = {start: bytes.fromhex(hexed) for start, hexed in LOOPS.values()}

    def bytes_at(address: int) -> bytes:
        for start, data in code.items():
            if start <= address < start + len(data):
                return data[address - start : address - start + 15]
        return b""

    return blocks.Decoder(bytes_at)


def executed(name: str, decode: blocks.Decoder, count: int = ITERATIONS) -> dict[int, int]:
    start, hexed = LOOPS[name]
    counts, address = {}, start
    while address < start + len(bytes.fromhex(hexed)):
        counts[address] = count
        address += decode(address).size
    return counts


def test_loop_is_one_region_whose_chain_carries_across_iterations():
    decode = decoder()
    regions = blocks.regions(blocks.basic_blocks(executed("chain", decode), decode), decode)
    assert len(regions) == 1 and regions[0].loop and regions[0].count == ITERATIONS
    assert [decode(a).text.split()[0] for a in regions[0].addresses] == ["vaddsd", "addq", "cmpq", "jne"]


@pytest.mark.parametrize(
    "mcpu, chain, four",
    [
        # vaddsd's latency: 4 cycles on Skylake, 3 on Zen 5 (llvm-mca's scheduling models, as Intel's
        # and AMD's optimization manuals give it). One accumulator: one add per latency. Four: four
        # independent chains, one add each per iteration, so the same cycles per iteration for four
        # elements.
        ("skylake", 4.0, 4.0),
        ("znver4", 3.0, 3.0),
        ("znver5", 3.0, 3.0),
    ],
)
def test_core_cycles_see_the_dependency_chain(mcpu, chain, four):
    decode = decoder()
    machine = {**MACHINE, "core": {**MACHINE["core"], "mcpu": mcpu}}
    one = timing.core_work(executed("chain", decode), {}, decode, machine)
    many = timing.core_work(executed("four", decode), {}, decode, machine)
    assert one.cycles == pytest.approx(ITERATIONS * chain)
    assert many.cycles == pytest.approx(ITERATIONS * four)
    # Per element: four times faster with four accumulators (hardware: ~3.9x, issue #15).
    assert (one.cycles / ITERATIONS) / (many.cycles / (4 * ITERATIONS)) == pytest.approx(4.0)
    assert one.cold_instructions == 0 and one.unmodelled_instructions == 0 and one.data_stall == 0


def test_a_chain_through_memory_costs_forwarding_plus_the_path():
    decode = decoder()
    # llvm-mca alone (it takes loads and stores never to alias): 1.5 and 1.0 cycles per iteration.
    # Skylake's model: the ymm load 7 cycles, vaddpd with its memory operand 11, so 4 for the add
    # on the path; the chain: forwarding 6 + 4 = 10 cycles per iteration.
    spilled = timing.core_work(executed("spilled", decode), {}, decode, MACHINE)
    assert spilled.cycles == pytest.approx(ITERATIONS * 10)
    # One read-modify-write: forwarding 5 + its latency 7 less the L1 hit 4 = 8.
    counter = timing.core_work(executed("counter", decode), {}, decode, MACHINE)
    assert counter.cycles == pytest.approx(ITERATIONS * 8)


def test_a_global_updated_through_memory_is_a_chain_through_memory():
    decode = decoder()
    load, store = decode(0xF000), decode(0xF00E)
    assert load.memory_key == store.memory_key and load.address_registers == store.address_registers == ()
    # Forwarding 5 + imulq 3 + addq 1 a round (llvm-mca alone: under 2, loads never aliasing stores).
    work = timing.core_work(executed("global_chain", decode), {}, decode, MACHINE)
    assert work.cycles == pytest.approx(ITERATIONS * 9)


def test_overridden_instructions_cost_the_machine_files_figures():
    decode = decoder()
    machine = {**MACHINE, "overrides": {"divl": {"latency": 9, "rthroughput": 5}}}
    # Without the override, llvm-mca's Skylake model (32 micro-ops a divl): 13 cycles an iteration.
    assert timing.core_work(executed("divisions", decode), {}, decode, MACHINE).cycles > ITERATIONS * 12
    # With it: the rest of the loop takes about a cycle; independent divisions go at the
    # override's reciprocal throughput, chained ones at its latency.
    assert timing.core_work(executed("divisions", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 5)
    assert timing.core_work(executed("divide_chain", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 9)


@pytest.mark.parametrize(
    "name, independent, chained",
    [
        # llvm-mca's Zen 4 model: 13 cycles a divl, chained or not. zen4.toml: 1.64 ns independent,
        # 2.45 ns chained at 3.67 GHz, i.e. 6.0 and 9.0 cycles.
        ("zen4", 6.0, 9.0),
        # llvm-mca's Zen 3 model: 13 cycles, chained or not. zen3.toml: 1.89 ns independent, 2.82 ns
        # chained at 3.18 GHz, i.e. 6.01 and 8.97 cycles.
        ("zen3", 6.01, 8.97),
        # llvm-mca's Zen 5 model: 13 cycles, chained or not. zen5.toml: 1.60 ns independent, 2.67 ns
        # chained at 3.73 GHz, i.e. 5.97 and 9.96 cycles.
        ("zen5", 5.97, 9.96),
        # llvm-mca's Sapphire Rapids model: 3 cycles independent, 15 chained. sapphirerapids.toml:
        # 5.9 and 12.0 cycles, measured in cycles.
        ("sapphirerapids", 5.9, 12.0),
    ],
)
def test_divisions_cost_what_they_measured_on_the_machine(name, independent, chained):
    # The loop around the divisions hides under them.
    machine = load_machine(name)
    decode = decoder()
    assert timing.core_work(executed("divisions", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * independent)
    assert timing.core_work(executed("divide_chain", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * chained)


def test_floating_point_divisions_take_the_divider_as_long_as_the_machine_file_says():
    # LLVM 19's Sapphire Rapids model pipelines the divider (1 cycle each): about 2 cycles for two
    # vdivpd a round, 14 for four divsd chains (their latency). sapphirerapids.toml: a ymm vdivpd
    # occupies it 8 cycles (16 a round); divsd takes vdivsd's 4, so four of them (16) outlast one
    # chain's latency of 14, which the tool keeps.
    machine = load_machine("sapphirerapids")
    tool_only = {**machine, "overrides": {}}
    decode = decoder()
    assert timing.core_work(executed("packed_divides", decode), {}, decode, tool_only).cycles < ITERATIONS * 3
    assert timing.core_work(executed("packed_divides", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 16)
    assert timing.core_work(executed("scalar_divides", decode), {}, decode, tool_only).cycles == pytest.approx(ITERATIONS * 14)
    assert timing.core_work(executed("scalar_divides", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 16)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("divsd %xmm8, %xmm0", {"rthroughput": 4}),  # the legacy form takes vdivsd's entry
        ("vdivpd %ymm8, %ymm9, %ymm0", {"rthroughput": 8}),  # the ymm form its own
        ("vdivpd (%rax), %xmm9, %xmm0", {"rthroughput": 4}),  # the xmm form the plain key
        ("vmulpd %ymm8, %ymm9, %ymm0", None),
    ],
)
def test_overrides_are_found_by_vex_mnemonic_and_width(text, expected):
    overrides = {"vdivsd": {"rthroughput": 4}, "vdivpd": {"rthroughput": 4}, "vdivpd ymm": {"rthroughput": 8}}
    assert timing.override(text, overrides) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("vfmadd231pd (%rdi), %ymm1, %ymm0", {"latency": 4}),  # a pattern covers every operand order and type
        ("vfmadd132sd %xmm2, %xmm1, %xmm0", {"latency": 4}),
        ("vaddpd %ymm2, %ymm1, %ymm0", {"latency": 3}),  # the exact key before any pattern
        ("addsd (%rdi), %xmm0", {"latency": 2}),  # the legacy form through its VEX spelling
        ("vaddss %xmm2, %xmm1, %xmm0", {"latency": 2}),
        ("vfmaddsub231pd %ymm2, %ymm1, %ymm0", None),
        ("vmulsd %xmm2, %xmm1, %xmm0", None),
    ],
)
def test_override_keys_may_be_patterns(text, expected):
    overrides = {"vfmadd[0-9][0-9][0-9]*": {"latency": 4}, "vadd[sp][sd]": {"latency": 2}, "vaddpd ymm": {"latency": 3}}
    assert timing.override(text, overrides) == expected


# General-register instructions, in every AT&T width. A legacy mnemonic takes its "v" spelling's
# entry, so a vector pattern written too wide ("vand*") would catch "andl" as "vandl".
GENERAL_REGISTER_BASES = "add sub and andn or xor adc sbb imul shl shr sar rol ror cmp test lea mov inc dec neg not"
GENERAL_REGISTER_BASES += " bsf bsr popcnt lzcnt tzcnt blsr pdep pext shlx sarx rorx bt xchg"
GENERAL_REGISTER_MNEMONICS = [base + suffix for base in GENERAL_REGISTER_BASES.split() for suffix in ("", "b", "w", "l", "q")]


@pytest.mark.parametrize("name", ["sapphirerapids", "skylake", "zen3", "zen4", "zen5"])
def test_no_override_pattern_catches_a_general_register_instruction(name):
    overrides = load_machine(name)["overrides"]
    caught = {m: timing.override(f"{m} %eax, %ebx", overrides) for m in GENERAL_REGISTER_MNEMONICS}
    assert {m: o for m, o in caught.items() if o is not None} == {}


def test_a_latency_override_replays_the_chains_on_the_tools_ports():
    # llvm-mca's Skylake model: vaddsd with its memory source 9 cycles of latency, 4 on the chain
    # through %xmm0, so one accumulator costs 4 cycles an element and four accumulators 1.
    # Given a latency of 2 (register sources to result, either form), the chain costs 2 cycles a
    # round; the rest is the tool's port and dispatch bound alone: 0.83 cycles for the one
    # accumulator's loop, 2.0 for the four's (four loads and adds on two FP add ports). So: 2 and
    # 2 cycles an iteration, 2 and 0.5 an element.
    decode = decoder()
    machine = {**MACHINE, "overrides": {"vaddsd": {"latency": 2}}}
    assert timing.core_work(executed("chain", decode), {}, decode, MACHINE).cycles == pytest.approx(ITERATIONS * 4)
    assert timing.core_work(executed("four", decode), {}, decode, MACHINE).cycles == pytest.approx(ITERATIONS * 4)
    assert timing.core_work(executed("chain", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 2)
    assert timing.core_work(executed("four", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 2)


@pytest.mark.parametrize(
    "name, tool",
    [
        # LLVM 19's Sapphire Rapids model alone: 4 cycles a round for one vaddsd chain with a memory
        # source, 4 for four (one each). Golden Cove adds in 2 cycles from either source.
        ("sapphirerapids", 4),
        # LLVM 19's Zen 5 model (Zen 4's latencies): 3 and 3. Zen 5 adds in 2 (zen5.toml, measured).
        ("zen5", 3),
    ],
)
def test_floating_point_adds_chain_at_the_latency_measured_on_the_machine(name, tool):
    # With the machine file's 2 cycles, one chain costs 2 a round, and four accumulators 2 as well
    # (the tool's port bound: four loads and adds on two add ports), 0.5 an element: 4x per
    # element, as measured natively on the fidelity bench's core_fp_chain (3.9-4.3x).
    machine = load_machine(name)
    tool_only = {**machine, "overrides": {}}
    decode = decoder()
    for kernel in ("chain", "four"):
        assert timing.core_work(executed(kernel, decode), {}, decode, tool_only).cycles == pytest.approx(ITERATIONS * tool)
        assert timing.core_work(executed(kernel, decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 2)


def test_zen5_chains_simple_vector_operations_at_two_cycles_and_permutes_at_four():
    # LLVM 19's Zen 5 model: vpaddd and vpxor 1 cycle each, so the chain through %ymm0 costs 2 a
    # round; zen5.toml (measured): 2 each, 4 a round.
    decode = decoder()
    machine = load_machine("zen5")
    # The patterns reach the legacy SSE forms too.
    assert timing.override("andpd %xmm1, %xmm0", machine["overrides"]) == {"latency": 2}
    assert timing.override("paddd %xmm1, %xmm0", machine["overrides"]) == {"latency": 2}
    tool_only = {**machine, "overrides": {}}
    assert timing.core_work(executed("vector_chain", decode), {}, decode, tool_only).cycles == pytest.approx(ITERATIONS * 2)
    assert timing.core_work(executed("vector_chain", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 4)
    # Eight vpermd a round, each on its own accumulator. The tool: one a cycle on its one port, 8.
    # zen5.toml: 0.49 cycles each on the unit (3.92 a round) and 4 of latency on each chain: 4
    # (measured natively: 4.3-4.5 cycles a round, vec_permute's A).
    assert timing.core_work(executed("permutes", decode), {}, decode, tool_only).cycles == pytest.approx(ITERATIONS * 8)
    assert timing.core_work(executed("permutes", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 4)


def test_a_chain_over_memory_operands_waits_for_the_operation_not_the_load():
    # Sapphire Rapids (l1 = 5; vaddsd's override: 2 cycles). LLVM 19's model: vaddsd with its memory
    # source 10 cycles, addq with its memory source 6 (its load included), addq $1 and cmpq 1 each.
    # Replayed: the sum in %xmm0 2 cycles a round (the override's latency), the sum in %rdx 6 - 5 =
    # 1 (the add: its load is off the chain, as the tool's ReadAdvance has it), the index 1. So 2
    # cycles an iteration, the tool's port bound (1.0) under it -- not the integer add's load and
    # add, 6, as a replay charged the tool's whole latency of a memory-form instruction.
    decode = decoder()
    machine = load_machine("sapphirerapids")
    assert machine["latency"]["l1"] == 5 and timing.override("vaddsd %xmm1, %xmm0, %xmm0", machine["overrides"]) == {"latency": 2}
    assert timing.core_work(executed("sums", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 2)


def test_a_pointer_chase_costs_its_load_and_a_value_it_loads_comes_after_the_load():
    # Sapphire Rapids: l1 = 5; vaddsd 2 (override); LLVM 19's model: movq from memory 5,
    # vucomisd 3, cmovaq 1, testq 2.
    decode = decoder()
    machine = load_machine("sapphirerapids")
    # The list: %rax's chain is the pure load, 5 cycles a round (the load is all its latency: 5 -
    # l1 leaves 0 for the operation); the sum's add comes 5 + 2 = 7 after %rax, each round, and
    # its own chain is 2: 5 an iteration.
    assert timing.core_work(executed("list", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 5)
    # The tree: %rax -> the load of 8(%rax), 5 -> vaddsd, 2 -> vucomisd, 3 -> cmovaq, 1 -> %rax:
    # 11 cycles a round (longer than %rax -> movq 16(%rax), 5 -> cmovaq, 1 = 6). Charging the add
    # from %rax without the load gave 6.
    assert timing.core_work(executed("walk", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 11)


def test_a_chain_through_memory_charges_an_overridden_operation_its_own_latency():
    # Sapphire Rapids: the ymm accumulator kept in memory (vmovapd load, vaddpd from memory, vmovapd
    # store back) chains at store_forward_vector 7 + vaddpd's override 2 = 9 cycles an iteration
    # (measured 8.6-9.1). The override is the add's latency from its register source: taking the
    # tool's load latency off it as well (max(2 - 8, 1)) left 7 + 1 = 8.
    decode = decoder()
    machine = load_machine("sapphirerapids")
    assert machine["latency"]["store_forward_vector"] == 7
    assert timing.override("vaddpd (%rax), %ymm6, %ymm5", machine["overrides"]) == {"latency": 2}
    assert timing.core_work(executed("spilled", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 9)
    # Zen 5: store_forward_vector 10 + vaddpd's 2 = 12 (measured 11.8).
    zen5 = load_machine("zen5")
    assert zen5["latency"]["store_forward_vector"] == 10
    assert timing.core_work(executed("spilled", decode), {}, decode, zen5).cycles == pytest.approx(ITERATIONS * 12)


def test_a_pure_loads_chain_replays_at_its_latency():
    # movq (%rax),%rax; decq %rcx; jne with the tool's latencies 5, 1, 1: 5 cycles a round whether
    # the L1 latency is 4 (the load's operation: 5 - 4 = 1, after the 4) or 5 (5 - 5 = 0: a pure
    # load operates on no register, so no cycle is added for it).
    decode = decoder()
    region = blocks.regions(blocks.basic_blocks(executed("chase", decode), decode), decode)[0]
    assert blocks.register_chain(region, [5.0, 1.0, 1.0], decode, 4.0, set()) == pytest.approx(5)
    assert blocks.register_chain(region, [5.0, 1.0, 1.0], decode, 5.0, set()) == pytest.approx(5)
    # Given a latency by the machine file (from its register sources: it has none), the load
    # comes first: 5 + 2.
    assert blocks.register_chain(region, [2.0, 1.0, 1.0], decode, 5.0, {0}) == pytest.approx(7)


def test_a_chain_through_registers_only_keeps_its_latencies_in_a_replay():
    # Sapphire Rapids: vmulsd's override 4; LLVM 19's model: vmaxsd 4 (11 from memory), addq $1,
    # cmpq 1. The chain through %xmm0 is 4 + 4 = 8 cycles a round, as before memory operands were
    # told apart; the running maximum in %xmm3 is 11 - 5 = 6 a round (it was 11, load included),
    # the index 1. So 8 an iteration.
    decode = decoder()
    machine = load_machine("sapphirerapids")
    assert timing.core_work(executed("registers", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 8)


def test_a_cmov_depends_on_the_register_it_may_keep():
    # cmoveq %r8,%rax leaves %rax as it was when the condition fails: it reads %rax. So each
    # divq waits for the last one's quotient: skylake's divq override is 35 cycles of latency
    # and LLVM's cmov 1, 36 a round. Read as writing %rax from %r8 and the flags alone, the
    # divisions were independent: 21 a round, the override's reciprocal throughput.
    decode = decoder()
    assert "rax" in decode(0x15008).reads
    machine = load_machine("skylake")
    assert timing.core_work(executed("cmov_kept", decode), {}, decode, machine).cycles == pytest.approx(ITERATIONS * 36)


def test_an_endbr64_costs_what_a_nop_does():
    # LLVM 19's Zen 4 model alone: 100 micro-ops and 34 cycles each. As a NOP, the entry is four
    # single-micro-op instructions (the return a jump), six of which Zen 4 dispatches a cycle:
    # 2/3 of a cycle a call, 4 micro-ops.
    decode = decoder()
    assert blocks.mca_text(decode(0xC000)) == "nop"
    zen4 = {**MACHINE, "core": {**MACHINE["core"], "mcpu": "znver4"}}
    work = timing.core_work(executed("entry", decode), {}, decode, zen4)
    assert work.cycles == pytest.approx(ITERATIONS * 2 / 3, rel=0.01)
    assert work.uops == pytest.approx(ITERATIONS * 4)


def test_pops_do_not_wait_for_one_another():
    """The stack engine updates %rsp at decode: an epilogue's pops are independent loads. Given
    as they are, llvm-mca chains them through %rsp, a load's latency each (5 on Skylake)."""
    decode = decoder()
    counts = executed("epilogue", decode)
    as_decoded = mca.costs([[decode(a).text for a in counts]], "skylake")[0].cycles
    work = timing.core_work(counts, {}, decode, MACHINE)
    assert as_decoded >= 15  # three pops in a chain
    assert work.cycles <= ITERATIONS * 2  # six instructions, the pops independent
    assert [blocks.mca_text(decode(a)) for a in counts] == [
        "movslq %ebp, %rax",
        "movq (%rsp), %rbx",
        "movq (%rsp), %rbp",
        "addq %r12, %rax",
        "movq (%rsp), %r12",
        "jmp 0",
    ]


def test_pointer_chase_misses_serialize_and_independent_misses_overlap():
    decode = decoder()
    chase, random = executed("chase", decode), executed("random", decode)
    chase_load, random_load = LOOPS["chase"][0], LOOPS["random"][0] + 3  # movq (%rdi,%rdx,8),%r8
    every_access_to_dram = (ITERATIONS, ITERATIONS, ITERATIONS, 0)
    serial = timing.core_work(chase, {chase_load: every_access_to_dram}, decode, MACHINE)
    overlapped = timing.core_work(random, {random_load: every_access_to_dram}, decode, MACHINE)
    # Chase: each miss pays DRAM's latency beyond an L1 hit, 204 - 4 = 200 cycles.
    assert serial.data_stall == pytest.approx(ITERATIONS * 200)
    # Random: the ROB holds 224 / 5 instructions = 44.8 iterations of one miss each: more than
    # the 10 miss buffers, so 10 overlap.
    assert overlapped.data_stall == pytest.approx(ITERATIONS * 200 / 10)


def test_a_descent_whose_paths_run_at_different_rates_still_chases_its_pointers():
    # 1000 steps down a tree, 600 to the left and 400 to the right: the two sides are blocks of
    # their own (their counts differ), yet each side loads the next node from the node loaded
    # by the step before, whichever side that took. Every load of a child misses to DRAM: each
    # pays 204 - 4 = 200 cycles, one after another. Taken for independent misses (each side a
    # block of 2 instructions: 224 / 2 iterations of one miss in the ROB, over the 10 miss
    # buffers), they cost a tenth of that.
    decode = decoder()
    start = LOOPS["descent"][0]
    left, right = start + 6, start + 12
    counts = {start: 1000, start + 4: 1000, left: 600, start + 10: 600, right: 400, start + 16: 1000, start + 19: 1000}
    assert set(counts) == set(executed("descent", decode))
    work = timing.core_work(counts, {left: (600, 600, 600, 0), right: (400, 400, 400, 0)}, decode, MACHINE)
    assert work.data_stall == pytest.approx((600 + 400) * 200)
    # The key compared first reads the same node (8(%rax) beside 16(%rax) and 24(%rax)): where
    # its load is the one that misses (and brings the line the step then hits), the chain waits
    # for it all the same. As one block of 2 instructions with a miss each, it was a tenth.
    work = timing.core_work(counts, {start: (1000, 1000, 1000, 0)}, decode, MACHINE)
    assert work.data_stall == pytest.approx(1000 * 200)
    assert blocks.chased_loads(blocks.basic_blocks(counts, decode), set(counts), decode) == {start, left, right}


def test_misses_served_by_each_level_and_page_walks_cost_their_latency():
    decode = decoder()
    chase_load = LOOPS["chase"][0]
    # 1000 L1 misses: 600 hit L2, 300 hit L3, 100 go to DRAM; 50 page walks.
    work = timing.core_work(executed("chase", decode), {chase_load: (1000, 400, 100, 50)}, decode, MACHINE)
    assert work.data_stall == pytest.approx(600 * 10 + 300 * 40 + 100 * 200 + 50 * 30)
    # Of the 50 walks, 20 found the page's entry beyond L2: 15 in L3 (44 - 14 = 30 cycles more
    # than in L2) and 5 in DRAM (204 - 14 = 190 more).
    work = timing.core_work(executed("chase", decode), {chase_load: (1000, 400, 100, 50, 20, 5)}, decode, MACHINE)
    assert work.data_stall == pytest.approx(600 * 10 + 300 * 40 + 100 * 200 + 50 * 30 + 15 * 30 + 5 * 190)


def test_dtlb_misses_the_stlb_holds_cost_its_lookup_where_the_machine_file_measures_it():
    decode = decoder()
    chase, chase_load = executed("chase", decode), LOOPS["chase"][0]
    random, random_load = executed("random", decode), LOOPS["random"][0] + 3
    machine = {**MACHINE, "latency": {**MACHINE["latency"], "stlb_hit": 7}}
    # A chase over lines in L1 that misses the DTLB at every step: 600 times the STLB held the
    # page (7 cycles each), 400 times it walked (30 each, the lookup within the walk's figure).
    stlb_and_walks = (0, 0, 0, 400, 0, 0, 1000)
    assert timing.core_work(chase, {chase_load: stlb_and_walks}, decode, machine).data_stall == pytest.approx(600 * 7 + 400 * 30)
    # Without the figure the lookup costs nothing, as before it was measured; counts without the
    # DTLB's column (a plain tuple of the first four) have no STLB hits to charge.
    assert timing.core_work(chase, {chase_load: stlb_and_walks}, decode, MACHINE).data_stall == pytest.approx(400 * 30)
    assert timing.core_work(chase, {chase_load: (0, 0, 0, 400)}, decode, machine).data_stall == pytest.approx(400 * 30)
    # Independent loads missing only the DTLB overlap as misses do: 10 at a time (the ROB holds
    # 224 / 5 iterations of one each, over the 10 miss buffers).
    stlb_only = (0, 0, 0, 0, 0, 0, ITERATIONS)
    assert timing.core_work(random, {random_load: stlb_only}, decode, machine).data_stall == pytest.approx(ITERATIONS * 7 / 10)


def test_independent_page_walks_overlap_only_as_far_as_the_page_walkers_go():
    decode = decoder()
    random, random_load = executed("random", decode), LOOPS["random"][0] + 3
    chase, chase_load = executed("chase", decode), LOOPS["chase"][0]
    # Every load misses L1, hits L2 (14 - 4 = 10 cycles) and walks the page tables (30 cycles).
    l2_hit_and_walk = (ITERATIONS, 0, 0, ITERATIONS)

    def walkers(count: int) -> dict:
        return {**MACHINE, "core": {**MACHINE["core"], "page_walkers": count}}

    # Without a count of walkers, walks overlap as the fills do: 10 loads at a time (the miss
    # buffers), each walking and then filling: 40 cycles a load over 10.
    assert timing.core_work(random, {random_load: l2_hit_and_walk}, decode, MACHINE).data_stall == pytest.approx(ITERATIONS * (10 + 30) / 10)
    # Two walkers take a load's 30-cycle walk two at a time, 15 cycles a load: more than the 4
    # of ten loads in flight, so the walkers bound the loop.
    assert timing.core_work(random, {random_load: l2_hit_and_walk}, decode, walkers(2)).data_stall == pytest.approx(ITERATIONS * 30 / 2)
    # Eight keep up (30 / 8 = 3.75 cycles a load, under 4): the loads in flight bound it, as without a count.
    assert timing.core_work(random, {random_load: l2_hit_and_walk}, decode, walkers(8)).data_stall == pytest.approx(ITERATIONS * (10 + 30) / 10)
    # A chase waits for every fill and walk whatever the count.
    assert timing.core_work(chase, {chase_load: l2_hit_and_walk}, decode, walkers(2)).data_stall == pytest.approx(ITERATIONS * (10 + 30))


def test_missing_stores_stall_once_the_store_buffer_is_full():
    decode = decoder()
    fill, store = executed("fill", decode), LOOPS["fill"][0]
    # One store an iteration, a cycle an iteration (llvm-mca: Skylake's one store a cycle).
    assert timing.core_work(fill, {}, decode, MACHINE).cycles == pytest.approx(ITERATIONS * 1.0)

    def stall(missed: int, level: str = "memory", store_buffer: int = 50) -> float:
        counts = {"memory": (missed, missed, missed, 0), "l2": (missed, 0, 0, 0)}[level]
        machine = {**MACHINE, "core": {**MACHINE["core"], "store_buffer": store_buffer}}
        return timing.core_work(fill, {store: counts}, decode, machine).data_stall

    # Every 100th store misses to DRAM (a stream whose prefetches stop at each page): a miss holds
    # the 50-entry buffer, which the core fills in 50 cycles, then waits the rest of DRAM's 200.
    assert stall(10) == pytest.approx(10 * (200 - 50))
    # Every 5th store misses: the buffer holds 10 of them at a time (as many as the miss buffers),
    # 20 cycles a miss, less the 5 cycles the core takes from one to the next.
    assert stall(200) == pytest.approx(200 * (200 / 10 - 5))
    # Every store misses: the miss buffers bound them, 10 at a time, each a cycle after the last.
    assert stall(ITERATIONS) == pytest.approx(ITERATIONS * (200 / 10 - 1))
    # Misses served by L2 (10 cycles) hide behind the buffer; a buffer of 4 hides 4 cycles of each.
    assert stall(10, "l2") == 0.0
    assert stall(10, "l2", store_buffer=4) == pytest.approx(10 * (10 - 4))


def test_store_misses_that_crowd_an_l1_set_wait_for_their_lines_from_l2_in_turn():
    decode = decoder()
    fill, store = executed("fill", decode), LOOPS["fill"][0]

    def stall(level: str, crowded: int) -> float:
        n = ITERATIONS  # every store misses, a cycle an iteration
        counts = {"l2": (n, 0, 0, 0, 0, 0, 0, crowded), "memory": (n, n, n, 0, 0, 0, 0, crowded)}[level]
        return timing.core_work(fill, {store: counts}, decode, MACHINE).data_stall

    # From L2 (10 cycles beyond L1): ten at a time hide behind the core's cycle a store; crowded,
    # each waits its 10 in turn, less that cycle.
    assert stall("l2", 0) == 0.0
    assert stall("l2", ITERATIONS) == pytest.approx(ITERATIONS * (10 - 1))
    # From DRAM (200): 20 a store ten at a time; crowded, the trip from L2 in turn (10) and the
    # other 190 ten at a time (19), less the cycle.
    assert stall("memory", 0) == pytest.approx(ITERATIONS * (200 / 10 - 1))
    assert stall("memory", ITERATIONS) == pytest.approx(ITERATIONS * (10 + 190 / 10 - 1))
    # Half of them crowded: half of each.
    assert stall("memory", ITERATIONS // 2) == pytest.approx(ITERATIONS // 2 * (10 + 190 / 10) + ITERATIONS // 2 * 200 / 10 - ITERATIONS)


def test_a_store_that_also_reads_has_its_misses_charged_once_as_a_load():
    # addq $1,8(%rsp): its misses are the load's, whatever the store buffer.
    decode = decoder()
    counter, address = executed("counter", decode), LOOPS["counter"][0]

    def stall(store_buffer: int) -> float:
        machine = {**MACHINE, "core": {**MACHINE["core"], "store_buffer": store_buffer}}
        return timing.core_work(counter, {address: (10, 10, 10, 0)}, decode, machine).data_stall

    assert stall(1) == stall(1000) > 0


def test_rep_copies_and_fills_cost_a_start_per_run_and_their_bytes_at_the_measured_rate():
    # movq %rdx,%rcx; rep movsb; rep stosq; ret. 100 runs each: rep movsb of 16 bytes (valgrind
    # passes through it once per byte and once more to leave: 1700 executions), rep stosq of 8
    # quadwords (900 executions).
    code = bytes.fromhex("4889d1f3a4f348abc3")
    decode = blocks.Decoder(lambda a: code[a - 0x7000 :] if 0x7000 <= a < 0x7000 + len(code) else b"")
    executed = {0x7000: 100, 0x7003: 1700, 0x7005: 900, 0x7008: 100}
    machine = {**MACHINE, "strings": {"rep_movs": {"start": 30, "bytes_per_cycle": 16}, "rep_stos": {"start": 20, "bytes_per_cycle": 32}}}
    # movsb: 100 x 30 + 1600 bytes / 16; stosq: 100 x 20 + 800 x 8 bytes / 32.
    assert timing.string_cycles(executed, decode, machine) == {0x7003: 3000 + 100, 0x7005: 2000 + 200}
    work = timing.core_work(executed, {}, decode, machine)
    # Only the figures differ between these two machines: a start of 10 more cycles, 100 runs each.
    slower = {**machine, "strings": {"rep_movs": {"start": 40, "bytes_per_cycle": 16}, "rep_stos": {"start": 30, "bytes_per_cycle": 32}}}
    assert timing.core_work(executed, {}, decode, slower).cycles - work.cycles == pytest.approx(2 * 100 * 10)
    # One micro-op a cycle: 5300 for the two, beside the tool's few for movq and ret.
    assert 5300 <= work.uops < 5300 + 100 * 4
    # Without the machine file's figures, llvm-mca's Skylake model: a 100-cycle latency for each
    # pass through rep movsb, 100 times what the figures above give its 1700 passes.
    assert timing.core_work(executed, {}, decode, MACHINE).cycles > 100 * 1700


def events(**given) -> dict[str, int]:
    return dict.fromkeys(effgrind.EVENTS, 0) | given


def test_cycles_add_core_data_branch_front_end_and_page_faults():
    work = timing.CoreWork(cycles=5000, uops=4000, data_stall=700, cold_instructions=0, unmodelled_instructions=0)
    m = model.measure(events(Ir=4000, Bcm=10, Bim=2, I1mr=6, I2mr=3, ILmr=1, Pages=2), {}, MACHINE, work)
    # 5000 + 700 + 12 x 20 + (3 x 14 + 2 x 44 + 1 x 204) + 2 x 1000
    assert m["cycles"] == 5000 + 700 + 240 + 334 + 2000
    assert m["cycle_breakdown"] == {
        "core": 5000,
        "data": 700,
        "branch": 240,
        "front": 334,
        "pages": 2000,
        "kernel": 0,
        "dram_floor": 8,  # the one DRAM line: 64 bytes at 8 a cycle
        "l2_floor": 0,
    }  # MACHINE gives no L1-L2 bandwidth: no floor
    assert m["seconds"] == pytest.approx(m["cycles"] / 1e9)


def test_lines_moved_between_l1_and_l2_take_at_least_their_bandwidth():
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    machine = {**MACHINE, "memory": {**MACHINE["memory"], "l2_fill_bytes_per_cycle": 64, "l2_writeback_bytes_per_cycle": 16}}
    # 400 demand fills and 300 prefetched into L1 at a line a cycle (700), 300 dirty lines written
    # back at a quarter line a cycle (1200): 1900 cycles, more than the core's 1000.
    moving = events(Ir=1000, D1mr=300, D1mw=100, PF1=300, WB1=300)
    m = model.measure(moving, {}, machine, work)
    assert m["cycle_breakdown"]["l2_floor"] == 1900 and m["cycles"] == 1900
    # Fewer lines: the core's own cycles stand.
    assert model.measure(events(Ir=1000, D1mr=100), {}, machine, work)["cycles"] == 1000


def test_system_calls_cost_their_kernel_time_and_its_energy():
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    quiet = model.measure(events(Ir=1000), {}, MACHINE, work)
    # 10 writes of 100 bytes each: 10 x 800 + 1000 x 0.5 = 8500 kernel cycles.
    writing = model.measure(events(Ir=1000, Sys=10, SysWB=1000), {}, MACHINE, work)
    assert writing["cycle_breakdown"]["kernel"] == 8500 and writing["cycles"] == quiet["cycles"] + 8500
    assert writing["kernel"] == {"syscalls": 10, "bytes_written": 1000}
    # Dynamic: 8500 cycles x 1 micro-op x 100 pJ; static: 8500 cycles at 1 GHz x 1 W.
    assert writing["energy_j"]["core"] - quiet["energy_j"]["core"] == pytest.approx(8500 * 100e-12, rel=1e-12)
    assert writing["energy_j"]["static"] - quiet["energy_j"]["static"] == pytest.approx(8500e-9, rel=1e-12)


def test_dram_bandwidth_is_a_floor():
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    # 500 lines read by demand, 300 prefetched, 200 written back: 1000 x 64 bytes at 8 a cycle.
    m = model.measure(events(Ir=1000, DLmr=500, PFL=300, WBL=200), {}, MACHINE, work)
    assert m["cycles"] == 8000 and m["memory"]["dram_lines"] == 1000


def test_lines_written_to_dram_move_at_their_own_measured_rates_where_the_file_gives_them():
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    rates = {**MACHINE["memory"], "dram_writeback_bytes_per_cycle": 32, "dram_non_temporal_bytes_per_cycle": 16}
    machine = {**MACHINE, "memory": rates}
    # 500 lines read (8 bytes a cycle: 4000 cycles), 200 written back (32 a cycle: 400), 100
    # written by non-temporal stores (16 a cycle: 400).
    traffic = events(Ir=1000, DLmr=500, WBL=200, NTw=100)
    m = model.measure(traffic, {}, machine, work)
    assert m["cycle_breakdown"]["dram_floor"] == 4000 + 400 + 400 and m["cycles"] == 4800
    # Without the write rates every line moves at the read rate: 800 x 64 / 8.
    assert model.measure(traffic, {}, MACHINE, work)["cycles"] == 6400
    # The energy counts lines, whatever their rate.
    assert m["memory"]["dram_lines"] == 800


def test_lines_written_by_non_temporal_stores_are_dram_traffic_like_writebacks():
    skylake = load_machine("skylake")
    # The machine file's figures the hand computation below uses.
    assert skylake["memory"]["bytes_per_cycle"] == 5.49 and skylake["energy_pj"]["dram_line"] == 7680.0
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    quiet = model.measure(events(Ir=1000), {}, skylake, work)
    # 100,000 lines streamed out: 6,400,000 bytes at 5.49 bytes a cycle = 1,165,755.9 cycles, far
    # above the core's 1000; 100,000 x 7680 pJ of DRAM energy.
    streamed = model.measure(events(Ir=1000, NTw=100_000), {}, skylake, work)
    assert streamed["cycle_breakdown"]["dram_floor"] == 1_165_756 and streamed["cycles"] == 1_165_756
    assert streamed["memory"]["dram_lines"] == 100_000 and streamed["memory"]["non_temporal_lines"] == 100_000
    assert streamed["energy_j"]["dram"] - quiet["energy_j"]["dram"] == pytest.approx(100_000 * 7680e-12, rel=1e-12)
    # Line for line, what a writeback to DRAM costs (no cache access on the way: a line to memory).
    written_back = model.measure(events(Ir=1000, WBL=100_000), {}, skylake, work)
    assert streamed["cycles"] == written_back["cycles"] and streamed["energy_j"] == written_back["energy_j"]


def test_energy_per_uop_operation_access_and_line():
    work = timing.CoreWork(cycles=1000, uops=1200, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    m = model.measure(events(Ir=800, Dr=300, Dw=100, D1mr=40, WB1=10, D2mr=20, DLmr=5), {"int_alu": 800}, MACHINE, work)
    e = m["energy_j"]
    assert e["core"] == pytest.approx((1200 * 100.0 + 800 * 1.0) * 1e-12)
    # L1: 300 + 100 data accesses and 800 / 4 fetches; L2: 40 misses + 10 writebacks; L3: 20.
    assert e["caches"] == pytest.approx(((400 + 200) * 10.0 + 50 * 50.0 + 20 * 200.0) * 1e-12)
    assert e["dram"] == pytest.approx(5 * 5000.0 * 1e-12)
    assert e["static"] == pytest.approx(1.0 * 1000 / 1e9)


def test_page_walks_read_their_entries_from_l2_l3_and_dram_for_energy_and_bandwidth():
    work = timing.CoreWork(cycles=1000, uops=1000, data_stall=0, cold_instructions=0, unmodelled_instructions=0)
    quiet = model.measure(events(Ir=1000), {}, MACHINE, work)
    # 100 walks read their entry in L2; 40 of them went on to L3, 10 of those to DRAM.
    walking = model.measure(events(Ir=1000, Walks=100, WL2=40, WLL=10), {}, MACHINE, work)
    assert walking["energy_j"]["caches"] - quiet["energy_j"]["caches"] == pytest.approx((100 * 50.0 + 40 * 200.0) * 1e-12)
    assert walking["energy_j"]["dram"] == pytest.approx(10 * 5000.0 * 1e-12)
    assert walking["memory"]["dram_lines"] == 10
    assert walking["cache_misses"]["page_walk_entries_l2"] == 40 and walking["cache_misses"]["page_walk_entries_l3"] == 10
    # The 10 lines count against memory bandwidth: 640 bytes at 8 a cycle.
    assert walking["cycle_breakdown"]["dram_floor"] == 80


def test_an_unknown_cpu_is_an_error_not_a_generic_model():
    with pytest.raises(RuntimeError, match="not a recognized processor"):
        mca.costs([["addq $2, %rax"]], "no-such-cpu")


def test_a_region_the_tool_cannot_parse_is_charged_the_fallback_and_counted():
    # 0f 0b is ud2, which ends a block: a one-instruction region llvm-mca has no schedule for is
    # still costed; an undecodable byte is not: charged FALLBACK_CPI, counted unmodelled.
    decode = blocks.Decoder(lambda a: b"\x06" if a == 0x6000 else b"")  # 06: invalid in 64-bit mode
    work = timing.core_work({0x6000: 1000}, {}, decode, MACHINE)
    assert work.unmodelled_instructions == 1000
    assert work.cycles == pytest.approx(1000 * timing.FALLBACK_CPI)


@pytest.mark.parametrize("name", ["skylake", "zen3", "zen4", "zen5", "sapphirerapids"])
def test_machine_files_give_every_number_the_model_reads(name):
    machine = load_machine(name)
    for section, keys in {
        "core": MACHINE["core"],
        "latency": MACHINE["latency"],
        "memory": MACHINE["memory"],
        "energy_pj": ("calibration", "uop", "instructions_per_fetch", "l1_access", "l2_access", "l3_access", "dram_line"),
        "static": MACHINE["static"],
    }.items():
        assert set(keys) <= set(machine[section]), (name, section)
    assert mca.costs([["addq $1, %rax"]], machine["core"]["mcpu"])[0].cycles == pytest.approx(1.0)


@pytest.mark.parametrize(
    "hexed, reads, writes",
    [
        ("488907", False, True),  # movq %rax,(%rdi)
        ("c5fc1107", False, True),  # vmovups %ymm0,(%rdi): capstone 5 calls this operand read
        ("660fd607", False, True),  # movq %xmm0,(%rdi): likewise
        ("c5fc1007", True, False),  # vmovups (%rdi),%ymm0
        ("480107", True, True),  # addq %rax,(%rdi)
    ],
)
def test_loads_and_stores_are_told_apart(hexed, reads, writes):
    code = bytes.fromhex(hexed)
    decoded = blocks.Decoder(lambda a: code[a:] if a < len(code) else b"")(0)
    assert (decoded.reads_memory, decoded.writes_memory) == (reads, writes)


def test_a_missing_throughput_tool_makes_the_backend_unavailable_not_a_different_model(monkeypatch):
    from sim_runner import SandboxUnavailable, TestCase, evaluate, measure

    def caches_cleared():
        mca.tool_version.cache_clear()
        measure.model_hash.cache_clear()

    caches_cleared()
    monkeypatch.setattr(mca.shutil, "which", lambda name: None)
    try:
        with pytest.raises(SandboxUnavailable, match="llvm-19"):
            evaluate("int main() {}", [TestCase("1", "", "")], backend="valgrind", sandbox="bwrap", cache_dir=None)
        # A web host without it still names a model, one no worker measures with: no crash.
        without = measure.model_hash("skylake")
    finally:
        monkeypatch.undo()
        caches_cleared()
    assert measure.model_hash("skylake") != without


CPUINFO = (
    "processor\t: 0\nvendor_id\t: {vendor}\ncpu family\t: {family}\nmodel\t\t: {model}\nmodel name\t: X\n\n"
    "processor\t: 1\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 85\n"
)


@pytest.mark.parametrize(
    "vendor, family, model, expected",
    [
        ("AuthenticAMD", 25, 17, "zen4"),  # Genoa (EPYC 9004)
        ("AuthenticAMD", 25, 97, "zen4"),  # Raphael (Ryzen 7000)
        ("AuthenticAMD", 25, 1, "zen3"),  # Milan (EPYC 7003)
        ("AuthenticAMD", 25, 33, "zen3"),  # Vermeer (Ryzen 5000)
        ("AuthenticAMD", 25, 16, "zen4"),  # the first model number past Zen 3's first range
        ("AuthenticAMD", 26, 2, "zen5"),
        ("GenuineIntel", 25, 17, None),  # the vendor counts too
        ("AuthenticAMD", 23, 49, None),  # Rome: Zen 2
        ("GenuineIntel", 6, 143, "sapphirerapids"),  # Sapphire Rapids (4th generation Xeon)
        ("GenuineIntel", 6, 207, "sapphirerapids"),  # Emerald Rapids (5th generation)
        ("GenuineIntel", 6, 85, None),  # Skylake-SP: the leaderboards' profile is PIE's gem5 machine, not this host
    ],
)
def test_the_benches_find_the_profile_of_the_host_from_its_first_processor(vendor, family, model, expected):
    assert host_machine(CPUINFO.format(vendor=vendor, family=family, model=model)) == expected


def test_a_loop_takes_a_cycle_for_each_fetch_window_its_body_touches():
    # zen3.toml measured a 20-byte loop at 1.17 cycles an iteration within one 64-byte window and
    # 2.03 across two. The throughput model alone gives the loop under 2 cycles wherever it lies;
    # with the machine's fetch window the straddling one takes 2 (two windows), the other keeps
    # the tool's figure.
    decode = decoder()
    zen3 = load_machine("zen3")
    assert zen3["core"]["fetch_window"] == 64
    without = {**zen3, "core": {k: v for k, v in zen3["core"].items() if k != "fetch_window"}}
    inside, straddling = (timing.core_work(executed(name, decode), {}, decode, zen3).cycles for name in ("multiply_sum", "multiply_sum_straddling"))
    tool = timing.core_work(executed("multiply_sum_straddling", decode), {}, decode, without).cycles
    assert tool < ITERATIONS * 2 and inside == pytest.approx(tool)
    assert straddling == pytest.approx(ITERATIONS * 2)


def test_fetch_windows_count_only_for_loops_and_machines_that_measured_them():
    decode = decoder()
    zen3 = load_machine("zen3")
    (loop,) = blocks.regions(blocks.basic_blocks(executed("multiply_sum_straddling", decode), decode), decode)
    assert loop.loop and timing.fetch_cycles(loop, decode, zen3) == 2.0
    # 0x18038-0x1804b in 8-byte windows: those at 0x18038, 0x18040 and 0x18048.
    assert timing.fetch_cycles(loop, decode, {**zen3, "core": {**zen3["core"], "fetch_window": 8}}) == 3.0
    assert timing.fetch_cycles(loop, decode, MACHINE) == 0.0  # no fetch_window: the tool's cycles stand
    straight = blocks.Region(loop.addresses, loop.count, False)  # not a loop: its neighbours may share its windows
    assert timing.fetch_cycles(straight, decode, zen3) == 0.0
