"""effgrind, our valgrind tool, run directly on the host: its counts agree with callgrind's where
the models are the same, its memory hierarchy gives the counts worked out by hand for small
programs (writebacks, prefetching, page walks, first touches), its branch models behave like
predictors, its output is deterministic and checked."""

import shutil
import subprocess
from pathlib import Path

import pytest

from sim_runner import valgrind_tool
from sim_runner.measure import effgrind, machine

pytestmark = pytest.mark.skipif(not (shutil.which("valgrind") and shutil.which("g++")), reason="valgrind and g++ are needed to build and run effgrind")

SORT = """#include <algorithm>
#include <cstdio>
#include <vector>
int main() { std::vector<unsigned> v(100000); unsigned x = 12345;
  for (auto &e : v) { x = x * 1103515245u + 12345u; e = x >> 8; }
  std::sort(v.begin(), v.end()); printf("%u\\n", v[50000]); }
"""
# One branch that follows a pseudo-random bit and one that is always taken, 200k times each.
BRANCHES = """#include <cstdio>
__attribute__((noinline)) int leaf(int x) { return x * 3 + 1; }
int main() { unsigned x = 1; long odd = 0, calls = 0;
  for (int i = 0; i < 200000; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    if (RANDOM_CONDITION) odd += x >> 3; else odd -= 7;
    calls += leaf(i);
  }
  printf("%ld %ld\\n", odd, calls); }
"""
SKYLAKE = machine.load_machine("skylake")
LINE = SKYLAKE["cache"]["l1d"]["line"]
PAGE = 4096
LINES_PER_PAGE = PAGE // LINE
# Buffers far larger than the last level (8x), so a walk over one finds nothing left of it.
BIG = 8 * SKYLAKE["cache"]["l3"]["size"]


def build(tmp_path: Path, source: str, name: str = "prog", flags: tuple[str, ...] = ()) -> Path:
    program = tmp_path / name
    options = ["-O2", "-static", "-fno-if-conversion", "-fno-if-conversion2", "-fno-unroll-loops", f"-DBIG={BIG}", *flags]
    subprocess.run(
        ["g++", *options, "-x", "c++", "-", "-o", str(program)],
        input=source,
        text=True,
        check=True,
    )
    return program


def run_tool(program: Path, tool_args: list[str], args: tuple[str, ...] = ()) -> None:
    env = {"PATH": "/usr/bin:/bin", "VALGRIND_LIB": str(valgrind_tool.ensure_built())}
    subprocess.run(["valgrind", "-q", *tool_args, str(program), *args], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=180)


def effgrind_profile(program: Path, *extra: str, args: tuple[str, ...] = ()) -> effgrind.Profile:
    out = program.with_name(f"{program.name}.{abs(hash((extra, args)))}.out")
    # The machine file's options first: later ones (the test's) override them.
    run_tool(program, ["--tool=effgrind", f"--effgrind-out-file={out}", *machine.cache_options(SKYLAKE), *machine.branch_options(SKYLAKE), *extra], args)
    return effgrind.read_profile(out)


def callgrind_totals(program: Path) -> dict[str, int]:
    # Callgrind's two-level model: I1, D1 and one last level (our L3's geometry).
    cache = SKYLAKE["cache"]
    out = program.with_name("callgrind.out")
    run_tool(
        program,
        [
            "--tool=callgrind",
            "--cache-sim=yes",
            f"--callgrind-out-file={out}",
            *(f"--{flag}={cache[key]['size']},{cache[key]['assoc']},{cache[key]['line']}" for flag, key in (("I1", "l1i"), ("D1", "l1d"), ("LL", "l3"))),
        ],
    )
    lines = out.read_text().splitlines()
    events = next(line for line in lines if line.startswith("events:")).split()[1:]
    totals = next(line for line in lines if line.startswith("totals:")).split()[1:]
    return dict(zip(events, map(int, totals)))


def hottest(profile: effgrind.Profile, column: int) -> tuple[int, effgrind.Misses]:
    """The instruction with the most misses in `column` (0 D1, 1 L2, 2 L3, 3 page walks, 6 DTLB, 7 crowded stores)."""
    address = max(profile.misses, key=lambda a: profile.misses[a][column])
    return address, profile.misses[address]


def test_instruction_and_d1_counts_agree_with_callgrind(tmp_path):
    program = build(tmp_path, SORT)
    # Callgrind has no prefetcher and writes nothing back; its LL sees every L1 miss where our L3
    # sees only L2 misses and writebacks, so only the levels both model the same way compare:
    # instruction and access counts, and D1 misses with our prefetchers off (D1's contents do not
    # depend on what lies below it).
    ours = effgrind_profile(program, "--prefetch=no").totals
    theirs = callgrind_totals(program)
    # Same program, same D1 geometry and LRU policy: the counts agree to a few parts in 10^4
    # (the tools split the start-up code into blocks differently).
    for event in ("Ir", "Dr", "Dw"):
        assert ours[event] == pytest.approx(theirs[event], rel=2e-4), event
    for event in ("D1mr", "D1mw", "I1mr"):
        assert ours[event] == pytest.approx(theirs[event], rel=0.01, abs=50), event
    assert ours["D1mr"] > 10_000  # the check means something: sorting 100k keys misses in L1


def test_per_instruction_counts_add_up_and_name_real_addresses(tmp_path):
    profile = effgrind_profile(build(tmp_path, SORT))
    assert sum(profile.executed.values()) == profile.totals["Ir"]
    assert min(profile.executed) >= 0x400000  # static, non-PIE: the ELF's own addresses
    # read_profile checks that the misses add up; here, that they are there and in order.
    assert sum(m[0] for m in profile.misses.values()) == profile.totals["D1mr"] + profile.totals["D1mw"] > 10_000
    assert all(m.d1 >= m.l2 >= m.l3 and m.walks >= m.walk_l2 >= m.walk_l3 for m in profile.misses.values())
    assert set(profile.misses) <= set(profile.executed)


def test_output_is_bit_identical_from_run_to_run(tmp_path):
    program = build(tmp_path, SORT)
    outputs = []
    for run in range(2):
        out = tmp_path / f"run{run}"
        run_tool(program, ["--tool=effgrind", f"--effgrind-out-file={out}", *machine.cache_options(SKYLAKE)])
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]


WRITEBACKS = """#include <cstdio>
#include <cstdlib>
#include <valgrind/callgrind.h>
alignas(4096) char flush[BIG / 2];
alignas(4096) char dirty[1 << 20];
int main(int argc, char **argv) { long n = atol(argv[1]), s = 0;
  for (long i = 0; i < (long)sizeof flush; i += 64) s += flush[i];  // every earlier line leaves every level
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < n; ++i) dirty[i * 64] = 1;                   // n lines written, first touch
  for (long i = 0; i < (long)sizeof flush; i += 64) s += flush[i];  // and evicted from every level
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", s); }
"""


@pytest.mark.parametrize("prefetch", ["yes", "no", "cross"])
def test_each_written_line_is_written_back_once_per_level(tmp_path, prefetch):
    program = build(tmp_path, WRITEBACKS)
    # "cross": prefetchers that may run on into another page, but only one the program has touched:
    # these lines are each page's first touch, so the counts are those of "yes".
    flags = ["--prefetch=yes", "--prefetch-cross-pages=yes"] if prefetch == "cross" else [f"--prefetch={prefetch}"]
    # The same binary with 0 and with 1000 lines written: whatever else the region dirties (the
    # client request's own stack slots) is the same in both, so the differences are exact.
    base, written = (effgrind_profile(program, *flags, args=(str(n),)).totals for n in (0, 1000))
    # A dirty line leaves D1 for L2, L2 for L3, L3 for DRAM: once each.
    for event in ("WB1", "WB2", "WBL"):
        assert written[event] - base[event] == 1000, event
    pages = -(-1000 * LINE // PAGE)  # 64,000 bytes from a page boundary: 16 pages
    assert written["Pages"] - base["Pages"] == pages
    if prefetch == "no":
        assert written["D1mw"] - base["D1mw"] == 1000  # one write miss per new line
    else:  # the IP-stride prefetcher brings the next line in, except across a page (see below)
        assert written["D1mw"] - base["D1mw"] == pages * SKYLAKE["prefetch"]["ip_stride"]["distance"] + 2


# n lines written by non-temporal stores, never touched before: n with two 32-byte
# _mm256_stream_si256 each, then n more with sixteen 4-byte _mm_stream_si32 each.
NT_LINES = """#include <cstdio>
#include <cstdlib>
#include <immintrin.h>
#include <valgrind/callgrind.h>
alignas(4096) char wide[1 << 20], narrow[1 << 20];
int main(int argc, char **argv) { long n = atol(argv[1]);
  __m256i v = _mm256_set1_epi32(7);
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < n; ++i) {
    _mm256_stream_si256((__m256i *)(wide + i * 64), v);
    _mm256_stream_si256((__m256i *)(wide + i * 64 + 32), v);
  }
  for (long i = 0; i < n * 16; ++i) _mm_stream_si32((int *)narrow + i, (int)i);
  _mm_sfence();
  CALLGRIND_TOGGLE_COLLECT;
  printf("%d\\n", wide[64] + narrow[64]); }
"""


def test_non_temporal_stores_write_each_full_line_to_memory_once_and_fill_nothing(tmp_path):
    program = build(tmp_path, NT_LINES, flags=("-mavx2",))
    # 0 and 1000 lines of each kind, same binary: the differences are the stores' own.
    base, written = (effgrind_profile(program, args=(str(n),)).totals for n in (0, 1000))
    delta = {event: written[event] - base[event] for event in effgrind.EVENTS}
    # Write-combining: 2 + 16 stores in a row to a line make one line write; 2 x 1000 lines.
    assert delta["NTw"] == 2000
    assert delta["Dw"] == 1000 * 2 + 1000 * 16  # each store is still a data write
    # No read for ownership, no fill, no dirty line: as an ordinary store they would miss D1 on
    # every line the prefetcher did not bring, fill it and later write it back.
    for event in ("D1mw", "D2mw", "DLmw", "D1mr", "PF1", "PF2", "PFL", "WB1", "WB2", "WBL"):
        assert delta[event] == 0, event
    # The stores do translate their addresses: 2 x 64,000 bytes from page boundaries, 16 pages each.
    assert delta["Pages"] == 2 * -(-1000 * LINE // PAGE)


# Each encoding of an NT store the decoder must see through, one to a line: legacy SSE with a
# 66 prefix and a REX, plain 0F, MMX, movnti with REX.W, VEX in its 2-byte (C5) and 3-byte (C4)
# forms. Six lines per step, n steps.
NT_ENCODINGS = """#include <cstdio>
#include <cstdlib>
#include <valgrind/callgrind.h>
alignas(4096) char buf[1 << 20];
int main(int argc, char **argv) { long n = atol(argv[1]);
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < n; ++i)
    asm volatile("mov %0, %%r9\\n"
                 "movntdq %%xmm8, 0(%%r9)\\n"      // 66 45 0F E7
                 "movntps %%xmm0, 64(%%r9)\\n"     // 41 0F 2B
                 "movntq %%mm0, 128(%%r9)\\n"      // 41 0F E7
                 "movnti %%rax, 192(%%r9)\\n"      // 49 0F C3
                 "vmovntpd %%xmm0, 256(%0)\\n"     // C5 F9 2B
                 "vmovntdq %%ymm9, 320(%%r9)\\n"   // C4 41 7D E7
                 :: "r"(buf + i * 384) : "r9", "memory");
  asm volatile("emms; sfence");
  CALLGRIND_TOGGLE_COLLECT;
  printf("%d\\n", buf[64]); }
"""


def test_every_encoding_of_a_non_temporal_store_is_recognised(tmp_path):
    program = build(tmp_path, NT_ENCODINGS, flags=("-mavx2",))
    base, written = (effgrind_profile(program, args=(str(n),)).totals for n in (0, 100))
    assert written["NTw"] - base["NTw"] == 600
    assert written["Dw"] - base["Dw"] == 600
    for event in ("D1mw", "D2mw", "DLmw", "PF1", "WB1"):
        assert written[event] - base[event] == 0, event


# A line dirtied by an ordinary store, then (argument 1) overwritten by one NT store, then read.
NT_DIRTY = """#include <cstdio>
#include <cstdlib>
#include <immintrin.h>
#include <valgrind/callgrind.h>
alignas(4096) int line[16];
__attribute__((noinline)) int load(volatile int *p) { return *p; }
int main(int argc, char **argv) { int nt = atoi(argv[1]), s = 0;
  line[1] = 1;
  CALLGRIND_ZERO_STATS;
  line[0] = 2;                            // dirty in D1 (and already present: no miss)
  if (nt) _mm_stream_si32(line + 2, 3);   // leaves every cache, written back once first
  s = load(line);                         // a miss in every level after the NT store, else a hit
  CALLGRIND_TOGGLE_COLLECT;
  printf("%d\\n", s); }
"""


def test_a_dirty_line_an_nt_store_reaches_is_written_back_once_and_leaves_every_cache(tmp_path):
    program = build(tmp_path, NT_DIRTY, flags=("-mavx2",))
    ordinary, nt = (effgrind_profile(program, args=(a,)) for a in ("0", "1"))
    delta = {event: nt.totals[event] - ordinary.totals[event] for event in effgrind.EVENTS}
    # The dirty copy goes D1 -> L2 -> L3 -> memory, once per level; the NT store writes the line.
    assert (delta["WB1"], delta["WB2"], delta["WBL"], delta["NTw"]) == (1, 1, 1, 1)
    assert delta["Dw"] == 1
    # The load that follows finds the line in no cache: a miss at every level, served from DRAM.
    assert (delta["D1mr"], delta["D2mr"], delta["DLmr"]) == (1, 1, 1)
    assert (delta["D1mw"], delta["D2mw"], delta["DLmw"]) == (0, 0, 0)
    symbols = subprocess.run(["nm", str(program)], capture_output=True, text=True, check=True).stdout
    load = int(next(row.split()[0] for row in symbols.splitlines() if row.endswith(" _Z4loadPVi")), 16)
    # load() is one instruction and a return: its first instruction is the load that missed.
    assert nt.misses[load][:3] == (1, 1, 1) and load not in ordinary.misses


SEQUENTIAL = """#include <cstdio>
#include <valgrind/callgrind.h>
alignas(4096) char buf[BIG];
int main() { long s = 0;
  for (long i = 0; i < (long)sizeof buf; i += 64) buf[i] = 1;
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < (long)sizeof buf; i += 64) s += buf[i];  // one load per line
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", s); }
"""


def test_sequential_walk_misses_every_line_without_prefetch_and_a_line_per_page_with_it(tmp_path):
    program = build(tmp_path, SEQUENTIAL)
    lines, pages = BIG // LINE, BIG // PAGE
    # No prefetcher: the walk finds nothing of the buffer left at any level (8x the L3).
    load, misses = hottest(effgrind_profile(program, "--prefetch=no"), 0)
    # And a page walk per page (4096 pages > STLB), whose entry, one line for 8 pages, the first
    # of each 8 walks fetches from DRAM: 16 MiB of data lines went through L2 and L3 since the
    # warm-up pass brought it.
    assert misses == (lines, lines, lines, pages, pages // 8, pages // 8, pages, 0)  # every page also missed the DTLB; a load crowds nothing

    with_prefetch = effgrind_profile(program, "--prefetch=yes")
    distance = SKYLAKE["prefetch"]["ip_stride"]["distance"]
    d1, l2, l3, walks, *_ = with_prefetch.misses[load]
    # The IP-stride prefetcher sees the load's stride (one line) twice by its third line and from
    # then on brings line + distance into L1D, never across a page: per page, the first
    # `distance` lines miss (the first page: 2 more, while it learns).
    assert d1 == pages * distance + 2
    # Those misses reach L2: the first two of a page miss there too (at the second the L2 stream
    # prefetcher sees an ascending run and fetches ahead within the page); the others are hits.
    assert l2 == l3 == 2 + (pages - 1) * min(distance, 2)
    assert d1 <= lines / 16 and walks == pages
    totals = with_prefetch.totals
    assert totals["PF1"] >= lines - d1 and totals["PFL"] >= lines - l3  # the rest came by prefetch, from DRAM

    # Prefetchers that run on into the next (touched) page: the IP-stride prefetcher brings each
    # next page's first line into L1D from the last line of the page before, so only the first
    # page's lines miss L1D, while it learns (distance + 2, as above), and L2 only until the stream
    # starts (2); every page is still translated by a walk, at the prefetched line's first use,
    # which fetches the entries' line from DRAM in one walk of 8 as without prefetchers.
    crossing = effgrind_profile(program, "--prefetch=yes", "--prefetch-cross-pages=yes")
    assert crossing.misses[load] == (distance + 2, 2, 2, pages, pages // 8, pages // 8, pages, 0)


def test_the_machine_file_says_whether_prefetches_cross_pages():
    # zen5.toml measured a stream crossing 4 KiB pages at almost the cost of one on 2 MiB pages;
    # no other file measured it, so their prefetchers stop at pages.
    assert "--prefetch-cross-pages=yes" in machine.cache_options(machine.load_machine("zen5"))
    for name in ("skylake", "zen3", "zen4", "sapphirerapids"):
        assert "--prefetch-cross-pages=no" in machine.cache_options(machine.load_machine(name)), name


RANDOM = """#include <cstdio>
#include <valgrind/callgrind.h>
alignas(4096) char buf[BIG];
int main() { unsigned long x = 88172645463325252ul, s = 0;
  for (long i = 0; i < (long)sizeof buf; i += 64) buf[i] = 1;
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < 200000; ++i) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    s += buf[(x >> 20) % sizeof buf];
  }
  CALLGRIND_TOGGLE_COLLECT;
  printf("%lu\\n", s); }
"""


def test_random_loads_gain_nothing_from_prefetch(tmp_path):
    program = build(tmp_path, RANDOM)
    off, on = (effgrind_profile(program, f"--prefetch={p}") for p in ("no", "yes"))
    load, without = hottest(off, 2)
    assert without[2] > 0.85 * 200_000  # 200k loads over 8x the L3: nearly all go to DRAM
    # No stride repeats and no two lines of a page come in a row: the prefetchers find nothing.
    assert on.misses[load][2] >= 0.995 * without[2]
    assert on.totals["PF2"] < 0.005 * 200_000


# One node a line, and Sattolo's shuffle linking n of them into one random cycle through every node.
NODES = """#include <cstdio>
#include <valgrind/callgrind.h>
struct Node { Node *next; char pad[56]; };
static void link_cycle(Node *nodes, long n) {
  unsigned long x = 88172645463325252ul;
  for (long i = 0; i < n; ++i) nodes[i].next = &nodes[i];
  for (long i = n - 1; i > 0; --i) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    long j = x % i; Node *t = nodes[i].next; nodes[i].next = nodes[j].next; nodes[j].next = t;
  }
}
"""
CHASE = (
    NODES
    + """const long N = BIG / sizeof(Node);
alignas(4096) Node nodes[N];
alignas(4096) char flush[BIG];
int main() { unsigned long s = 0;
  link_cycle(nodes, N);
  for (long i = 0; i < (long)sizeof flush; i += 64) s += flush[i];
  Node *p = &nodes[0];
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < 100000; ++i) p = p->next;
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld %lu\\n", (long)(p - nodes), s); }
"""
)


def test_pointer_chase_misses_are_counted_on_the_chasing_load(tmp_path):
    profile = effgrind_profile(build(tmp_path, CHASE))
    load, (d1, l2, l3, walks, *_) = hottest(profile, 2)
    assert profile.executed[load] == 100_000  # p = p->next, once per step
    # 100k distinct nodes, after the flush none of them cached: each step misses to DRAM.
    assert d1 >= l2 >= l3 >= 0.99 * 100_000
    assert l3 >= 0.99 * (profile.totals["DLmr"] + profile.totals["DLmw"])  # the misses are the load's
    # Random pages: an LRU STLB of C entries holds a page of N with probability C / N.
    reach = SKYLAKE["tlb"]["l2"]["entries"] / (BIG // PAGE)
    assert walks == pytest.approx(100_000 * (1 - reach), rel=0.05)


CYCLE = (
    NODES
    + """alignas(4096) Node nodes[LINES];
int main() {
  link_cycle(nodes, LINES);
  Node *p = &nodes[0];
  for (long i = 0; i < 4 * LINES; ++i) p = p->next;  // warm: every line in L2 or L3
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < 20 * LINES; ++i) p = p->next;
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", (long)(p - nodes)); }
"""
)
# A 64 KiB L2 of 64 sets x 16 ways: a page's 64 lines fall one in each set, so a chase over whole
# pages puts lines / 64 of them in every set. D1 (8 ways) holds none of these chases' lines.
SMALL_L2 = ("--D1=32768,8,64", "--L2=65536,16,64", "--prefetch=no")


def test_lru_keeps_none_of_a_cyclic_chase_larger_than_a_set_and_all_of_one_that_fits(tmp_path):
    # 24 lines a set, 1.5x its 16 ways, in one cyclic order: LRU evicts each line just before its
    # next use, so every load misses L2. 15 lines a set fit: after the warm passes, none misses.
    for lines, misses_per_step in ((1536, 1), (960, 0)):
        profile = effgrind_profile(build(tmp_path, CYCLE, name=f"cycle{lines}", flags=(f"-DLINES={lines}",)), *SMALL_L2)
        load, (d1, l2, *_) = hottest(profile, 0)
        steps = 20 * lines
        assert profile.executed[load] == steps and d1 == steps
        assert l2 == misses_per_step * steps


# 16 streams of int stores, each over whole pages of its own, one store to each stream in turn; a
# warm pass, then one measured. Their bases are page-aligned (STAGGER=0) or 5 lines apart (=5).
STORE_STREAMS = """#include <cstdio>
#include <valgrind/callgrind.h>
#define PER 4096
#define SPAN (PER * 4 + 4096)
alignas(4096) char buf[16 * SPAN];
int main() { int *s[16];
  for (int k = 0; k < 16; ++k) s[k] = (int *)(buf + k * SPAN + k * STAGGER * 64);
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1) CALLGRIND_ZERO_STATS;
    for (int i = 0; i < PER; ++i)
      for (int k = 0; k < 16; ++k) s[k][i] = i + k;
  }
  CALLGRIND_TOGGLE_COLLECT;
  printf("%d\\n", s[3][7]); }
"""


def test_store_misses_crowd_a_d1_set_only_when_more_of_its_lines_are_wanted_at_once_than_it_has_ways(tmp_path):
    stores, d1 = 16 * 4096, ("--D1=32768,8,64", "--prefetch=no", "--store-buffer=56")  # 64 sets of 8 ways
    # Page-aligned: the 16 streams' lines share one 8-way set, so under LRU every store misses.
    # A line takes 16 stores a stream, 256 misses in a row into its set; from the 9th on, each finds
    # the set's 8 previous misses among the last 8 (within the buffer). The first 8 find the set's
    # last misses 64 lines back: not crowded. 256 lines a stream.
    aligned = effgrind_profile(build(tmp_path, STORE_STREAMS, name="aligned", flags=("-DSTAGGER=0",)), *d1)
    store, misses = hottest(aligned, 7)
    assert aligned.executed[store] == misses.d1 == stores and misses.crowded == stores - 8 * 256
    # The totals add the few stores around the loop (to the stack, whose lines may fall in that set:
    # 2 more misses in a clean clone's CI run than here), so only the loop's store is exact.
    assert stores <= aligned.totals["D1mw"] < stores + 16 and stores - 8 * 256 <= aligned.totals["D1mwc"] < stores - 8 * 256 + 16
    # 5 lines apart (5 is odd: the 16 streams' lines always sit in 16 sets): a miss a line, 16
    # stores each; a set takes a miss from a stream about every 4th line, 8 of them take
    # some 500 misses, far beyond the 56 of the buffer: none crowded.
    program = build(tmp_path, STORE_STREAMS, name="spread", flags=("-DSTAGGER=5",))
    spread = effgrind_profile(program, *d1)
    store, misses = hottest(spread, 0)
    assert spread.executed[store] == stores and misses.d1 == stores // 16 and misses.crowded == 0
    # A buffer that holds 1000 stores sees 8 of a set's misses within it: crowded as well.
    wide = effgrind_profile(program, *d1, "--store-buffer=1000")
    assert 0 < wide.misses[store].crowded <= wide.misses[store].d1 == stores // 16


COLOURS = """#include <cstdio>
#include <valgrind/callgrind.h>
alignas(4096) char colours_buf[16 * 4096];
int main() { long s = 0;
  for (int lap = 0; lap < 3; ++lap) {
    if (lap == 1) CALLGRIND_ZERO_STATS;
    for (long i = 0; i < (long)sizeof colours_buf; i += 64) s += colours_buf[i];  // every line, in address order
  }
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", s); }
"""


def frame_of(page: int) -> int:
    """effgrind's page frame of a virtual page (splitmix64's finaliser), written out again here."""
    mask = (1 << 64) - 1
    x = (page + 0x9E3779B97F4A7C15) & mask
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & mask
    return x ^ (x >> 31)


def test_l2_is_indexed_by_the_pages_frames_so_pages_of_one_colour_compete(tmp_path):
    # A 64 KiB 4-way L2: 256 sets span 16 KiB, so a page's frame picks one of 4 colours. The
    # buffer is exactly as large (16 pages): indexed by virtual address it would fit, 4 pages a
    # colour. Indexed by frame, a colour with k > 4 pages has k lines in each of its 64 sets, and
    # a walk through them in a fixed order under LRU misses on every one of them.
    program = build(tmp_path, COLOURS)
    symbols = subprocess.run(["nm", str(program)], capture_output=True, text=True, check=True).stdout
    base = int(next(line.split()[0] for line in symbols.splitlines() if line.endswith(" colours_buf")), 16)
    ways, colours = 4, 4
    crowd = [0] * colours
    for page in range(base // PAGE, base // PAGE + 16):
        crowd[frame_of(page) % colours] += 1
    per_lap = sum(k * LINES_PER_PAGE for k in crowd if k > ways)
    assert 0 < per_lap < 16 * LINES_PER_PAGE  # this buffer's pages are unevenly coloured: the test can tell
    profile = effgrind_profile(program, "--prefetch=no", f"--L2={ways * 256 * LINE},{ways},{LINE}")
    # Every access misses the 32 KiB 8-way D1 (each of its sets sees 16 pages' lines); 2 laps measured.
    assert profile.totals["D1mr"] == 2 * 16 * LINES_PER_PAGE
    assert profile.totals["D2mr"] == 2 * per_lap


# One load per page of BYTES, three passes measured after WARM unmeasured ones (-D both).
PAGES = """#include <cstdio>
#include <valgrind/callgrind.h>
alignas(4096) char buf[BYTES];
int main() { long s = 0;
  for (int pass = 0; pass < 3 + WARM; ++pass) {
    if (pass == WARM) CALLGRIND_ZERO_STATS;
    for (long i = 0; i < (long)sizeof buf; i += 4096) s += buf[i];
  }
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", s); }
"""


def test_page_walks_per_access_and_first_touches(tmp_path):
    pages = 2 * BIG // PAGE
    assert pages > SKYLAKE["tlb"]["l2"]["entries"]
    profile = effgrind_profile(build(tmp_path, PAGES, flags=(f"-DBYTES={2 * BIG}", "-DWARM=0")))
    load, (d1, l2, l3, walks, _, _, dtlb, _) = hottest(profile, 3)
    # Cycling through more pages than the STLB holds (LRU): every access misses both TLBs.
    assert walks == dtlb == 3 * pages
    assert profile.totals["TLB1m"] >= 3 * pages and profile.totals["Walks"] >= 3 * pages
    # Only the first pass touches the buffer's pages for the first time.
    assert profile.totals["Pages"] == pages


def test_dtlb_misses_that_the_stlb_holds_are_counted_on_their_instruction(tmp_path):
    # 256 pages: more than the DTLB's 64 entries (LRU: cycling through them, every access misses),
    # fewer than the STLB's 1536 (after a warm-up pass, no access walks).
    assert SKYLAKE["tlb"]["l1d"]["entries"] < 256 < SKYLAKE["tlb"]["l2"]["entries"]
    profile = effgrind_profile(build(tmp_path, PAGES, flags=(f"-DBYTES={256 * PAGE}", "-DWARM=1")))
    load, misses = hottest(profile, 6)
    assert profile.executed[load] == 3 * 256
    assert misses.dtlb == 3 * 256 and misses.walks == 0
    assert profile.totals["TLB1m"] == 3 * 256 and profile.totals["Walks"] == 0


# One line in each of 4096 pages (16 MiB), in order, three times, then the same pages in a scattered
# order (a fixed odd step modulo the page count) three times. The line's offset in its page
# varies (page mod 64), so the lines spread over every cache set.
ENTRY_PAGES = 4096
ENTRIES = """#include <cstdio>
#include <cstdlib>
#include <valgrind/callgrind.h>
alignas(4096) char buf[4096L * 4096];
int main(int argc, char **argv) { long s = 0, scattered = atol(argv[1]);
  for (long p = 0; p < 4096; ++p) buf[p * 4096 + (p & 63) * 64] = 1;
  CALLGRIND_ZERO_STATS;
  for (int pass = 0; pass < 3; ++pass)
    for (long i = 0; i < 4096; ++i) { long p = scattered ? (i * 2897) & 4095 : i; s += buf[p * 4096 + (p & 63) * 64]; }
  CALLGRIND_TOGGLE_COLLECT;
  printf("%ld\\n", s); }
"""


def test_a_walk_reads_the_pages_entry_through_l2_and_l3(tmp_path):
    # Every access walks (4096 pages cycle through the STLB's 1536 entries). A line of entries
    # covers 8 pages (64 bytes of 8-byte entries), so the 4096 pages' entries are 512 lines
    # (32 KiB): with the pages in order, a walk finds the entry the walk before it fetched in
    # 7 of 8 pages. The warm-up pass brought all 512 into L2 and L3 (1 MiB and 2 MiB here, and
    # 32 KiB of entries and 256 KiB of data lines fit both): no walk of the measured passes
    # leaves L2.
    program = build(tmp_path, ENTRIES)
    pages = ENTRY_PAGES
    assert pages > SKYLAKE["tlb"]["l2"]["entries"]

    def load_misses(*options: str, scattered: str = "0") -> effgrind.Misses:
        return hottest(effgrind_profile(program, "--prefetch=no", *options, args=(scattered,)), 3)[1]

    assert load_misses()[3:6] == (3 * pages, 0, 0)
    # An L2 of 64 lines (4 KiB, 16 sets of 4 ways): between two uses of an entry line in a pass
    # come 4095 data lines, so every pass fetches each of the 512 lines again (the first walk of
    # each run of 8 pages), from L3, never from DRAM.
    assert load_misses("--L2=4096,4,64")[3:6] == (3 * pages, 3 * pages // 8, 0)
    # Scattered, consecutive walks need other entry lines, and that small L2 keeps few of them.
    # (The first pass finds some of the last pages the warm-up touched still in the STLB.)
    walks, walk_l2, walk_l3 = load_misses("--L2=4096,4,64", scattered="1")[3:6]
    assert walks > 0.9 * 3 * pages and walk_l3 == 0 and walk_l2 > 0.9 * walks


WARM = """#include <cstdio>
#include <valgrind/callgrind.h>
alignas(4096) char small[16384], big[BIG];
int main() { long s = 0;
  for (long i = 0; i < (long)sizeof small; i += 64) s += small[i];
  CALLGRIND_ZERO_STATS;
  for (long i = 0; i < (long)sizeof small; i += 64) s += small[i];  // still in D1 and the DTLB
  CALLGRIND_TOGGLE_COLLECT;
  for (long i = 0; i < (long)sizeof big; i += 64) s += big[i];      // after the region: not counted
  printf("%ld\\n", s); }
"""


def test_zero_stats_keeps_the_hierarchy_warm_and_toggle_collect_freezes(tmp_path):
    totals = effgrind_profile(build(tmp_path, WARM)).totals
    assert totals["D1mr"] + totals["D1mw"] <= 2  # at most the client requests' stack slots
    assert totals["Pages"] == 0 and totals["Walks"] == 0
    assert totals["Ir"] < 10_000 and totals["PFL"] == 0


# A measured region of 1000 iterations, then N more outside it (read from the command line).
AFTER_THE_REGION = """#include <cstdio>
#include <cstdlib>
#include <valgrind/callgrind.h>
int main(int argc, char **argv) { long n = atol(argv[1]); volatile long s = 0;
  CALLGRIND_ZERO_STATS; for (long i = 0; i < 1000; ++i) s = s + i; CALLGRIND_TOGGLE_COLLECT;
  for (long i = 0; i < n; ++i) s = s + i;
  printf("%ld\\n", (long)s); }
"""


def test_the_instruction_cap_counts_past_the_region_and_stops_there(tmp_path):
    # The cap bounds the whole run, not the region: a long tail after TOGGLE_COLLECT is stopped
    # (status 99, a profile that says so and nothing else); a short one runs to its end, its
    # region's counts as without a cap.
    program = build(tmp_path, AFTER_THE_REGION)
    env = {"PATH": "/usr/bin:/bin", "VALGRIND_LIB": str(valgrind_tool.ensure_built())}
    out = tmp_path / "capped.out"
    cap = ["--tool=effgrind", f"--effgrind-out-file={out}", "--effgrind-max-instructions=1000000"]
    stopped = subprocess.run(["valgrind", "-q", *cap, str(program), "100000000"], env=env, capture_output=True, timeout=180)
    assert stopped.returncode == 99 and stopped.stdout == b""
    assert out.read_text() == effgrind.FORMAT + "\ncapped: 1000000\n" and valgrind_tool.capped(out) == 1_000_000
    uncapped = effgrind_profile(program, args=("100",))
    assert effgrind_profile(program, "--effgrind-max-instructions=1000000", args=("100",)) == uncapped
    assert uncapped.totals["Ir"] < 10_000


MIXED = """#include <cstdio>
alignas(4096) long a[BIG / 16], b[BIG / 8];
int main() { unsigned long x = 88172645463325252ul;
  for (int r = 0; r < 2; ++r)
    for (long i = 0; i < (long)(sizeof a / sizeof *a); ++i) {
      x ^= x << 13; x ^= x >> 7; x ^= x << 17;
      a[i] += b[x % (sizeof b / sizeof *b)];  // a: sequential, mostly fast path; b: random pages
    }
  printf("%ld\\n", a[12345]); }
"""


def test_tlbs_checked_on_the_slow_path_track_the_exact_model(tmp_path):
    program = build(tmp_path, MIXED)
    # --fast-path=no sends every access through the slow path, where the TLBs are checked.
    fast, exact = (effgrind_profile(program, "--prefetch=no", f"--fast-path={f}") for f in ("yes", "no"))
    # The inline MRU check is exact for the caches, dirty bits included (here; a walk the fast
    # path skips would leave its entry's line out of L2 and L3).
    for event in ("D1mr", "D1mw", "D2mr", "D2mw", "DLmr", "DLmw", "WB1", "WB2", "WBL", "Pages"):
        assert fast.totals[event] == exact.totals[event], event
    assert {a: m[:3] for a, m in fast.misses.items()} == {a: m[:3] for a, m in exact.misses.items() if any(m[:3])}
    # The TLBs skip accesses to a set's most recent line: close to the exact counts.
    assert exact.totals["TLB1m"] > 100_000
    for event in ("TLB1m", "Walks"):
        assert fast.totals[event] == pytest.approx(exact.totals[event], rel=0.02), event


# An 8-byte load across a line boundary (line 0's last 4 bytes, line 1's first 4), then 40 lines
# 4 KiB apart from line 1, all in its D1 set (the profile's 32 sets of 16 ways repeat every
# 2 KiB): line 1 is evicted; line 0, in the set beside it, stays its set's most recent. Then a
# 32-byte store across the same boundary, and the 40 loads again.
SPANNING = """#include <cstdio>
#include <cstring>
alignas(4096) char buf[64 + 41 * 4096];
int main() { long sum = 0;
  for (int r = 0; r < 1000; ++r) {
    long x; memcpy(&x, buf + 60, 8); sum += x;
    for (int k = 1; k <= 40; ++k) sum += buf[64 + k * 4096];
    asm volatile("vmovdqu %%ymm0, %0" : "=m"(*(char (*)[32])(buf + 48)));
    for (int k = 1; k <= 40; ++k) sum += buf[64 + k * 4096];
  }
  printf("%ld\\n", sum); }
"""


def test_an_access_across_two_lines_is_simulated_when_its_second_line_left(tmp_path):
    # The inline check compares the set's most recent line with the access's last line: equal
    # only when the access stays in one line that is its set's most recent. Here the first line
    # always is, the second was evicted each time: the fast path must not skip the access.
    program = build(tmp_path, SPANNING, flags=("-mavx",))
    fast, exact = (effgrind_profile(program, "--prefetch=no", f"--fast-path={f}") for f in ("yes", "no"))
    for event in ("D1mr", "D1mw", "D2mr", "WB1", "WB2"):
        assert fast.totals[event] == exact.totals[event], event
    # 1000 rounds, each: the spanning load and the spanning store miss line 1 (line 0 hits), and
    # the 80 evicting loads miss (each evicted by the other 40 by the time it comes again).
    assert fast.totals["D1mr"] == 1000 * 81 + fast.totals["D1mr"] % 1000
    assert fast.totals["D1mw"] == 1000 + fast.totals["D1mw"] % 1000


# N writes of L bytes each, unbuffered; then (argument 1) a 64-page buffer touched, given back
# with munmap, mapped and touched again.
SYSCALLS = """#include <cstring>
#include <sys/mman.h>
#include <unistd.h>
int main(int argc, char **argv) {
  static char line[LENGTH]; memset(line, 'x', sizeof line);
  for (int i = 0; i < WRITES; ++i) if (write(1, line, sizeof line) != (long)sizeof line) return 1;
  if (argc > 1)
    for (int round = 0; round < 2; ++round) {
      char *p = (char *)mmap(0, 64 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      for (int i = 0; i < 64 * 4096; i += 4096) p[i] = 1;
      munmap(p, 64 * 4096);
    }
  return 0; }
"""


def test_system_calls_and_bytes_written_are_counted_exactly(tmp_path):
    def totals(writes: int, length: int) -> dict[str, int]:
        source = SYSCALLS.replace("WRITES", str(writes)).replace("LENGTH", str(length))
        return effgrind_profile(build(tmp_path, source, f"w{writes}-{length}")).totals

    none, some = totals(0, 16), totals(1000, 16)
    assert some["Sys"] - none["Sys"] == 1000 and some["SysWB"] - none["SysWB"] == 16_000
    assert totals(10, 5000)["SysWB"] - none["SysWB"] == 50_000


def test_memory_given_back_faults_in_again(tmp_path):
    program = build(tmp_path, SYSCALLS.replace("WRITES", "0").replace("LENGTH", "1"))
    base, mapped = effgrind_profile(program).totals, effgrind_profile(program, args=("1",)).totals
    # Two rounds of 64 first touches: munmap gave the pages back, so the second round faults
    # them in again (glibc's mmap returns the same addresses). 2 mmap + 2 munmap calls.
    assert mapped["Pages"] - base["Pages"] == 128
    assert mapped["Sys"] - base["Sys"] == 4


def test_branch_models_separate_predictable_from_random_branches(tmp_path):
    random_run = effgrind_profile(build(tmp_path, BRANCHES.replace("RANDOM_CONDITION", "x & 1"), "random")).totals
    steady = effgrind_profile(build(tmp_path, BRANCHES.replace("RANDOM_CONDITION", "i >= 0"), "steady")).totals
    # A coin-flip branch mispredicts about half the time; the always-taken one almost never.
    assert 0.35 * 200_000 < random_run["Bcm"] < 0.65 * 200_000
    assert steady["Bcm"] < 0.01 * steady["Bc"]
    # 200k calls of leaf(): the return stack predicts its returns.
    assert steady["Bi"] >= 200_000
    assert steady["Bim"] < 0.01 * steady["Bi"]


HEADER = effgrind.FORMAT + "\nevents: " + " ".join(effgrind.EVENTS) + "\n"


def totals_line(**values) -> str:
    return "totals: " + " ".join(str(values.get(e, 0)) for e in effgrind.EVENTS) + "\n"


def test_profiles_are_read_with_their_misses(tmp_path):
    profile = tmp_path / "p"
    totals = totals_line(Ir=10, D1mr=3, D1mw=1, D1mwc=1, D2mr=2, DLmr=1, Walks=2, WL2=2, WLL=1, TLB1m=3)
    profile.write_text(HEADER + totals + "401000 4 4 2 1 1 1 0 2 1\n401004 6\n401008 0 0 0 0 1 1 1 1 0\n")
    read = effgrind.read_profile(profile)
    assert read.executed == {0x401000: 4, 0x401004: 6, 0x401008: 0}
    assert read.misses == {0x401000: (4, 2, 1, 1, 1, 0, 2, 1), 0x401008: (0, 0, 0, 1, 1, 1, 1, 0)}
    assert read.misses[0x401008].walk_l3 == 1 and read.misses[0x401000].dtlb == 2 and read.misses[0x401000].crowded == 1


@pytest.mark.parametrize(
    "text, message",
    [
        (HEADER + totals_line(Ir=10) + "401000 4\n", "do not add up to Ir"),
        ("events: Ir\n", "not an effgrind profile"),
        ("effgrind 1\nevents: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim\ntotals: 4 0 0 0 0 0 0 0 0 0 0 0 0\n401000 4\n", "not an effgrind profile"),
        (effgrind.FORMAT + "\nevents: Ir Dr\ntotals: 4 0\n401000 4\n", "unexpected events"),
        ("effgrind 2\nevents: Ir Dr\ntotals: 4 0\n401000 4\n", "not an effgrind profile"),  # an older format
        (HEADER + "totals: 4 0\n401000 4\n", f"2 totals for {len(effgrind.EVENTS)} events"),
        (HEADER + totals_line(Ir=4) + "401000 4 1 0\n", "4 fields"),
        (HEADER + totals_line(Ir=4) + "401000 four\n", "malformed"),
        (HEADER + totals_line(Ir=8) + "401000 4\n401000 4\n", "listed twice"),
        (HEADER + totals_line(Ir=4) + "401000 4 1 0 0 0\n", "6 fields"),  # format 4's columns
        (HEADER + totals_line(Ir=4) + "401000 4 1 0 0 0 0 0\n", "8 fields"),  # format 5's
        (HEADER + totals_line(Ir=4) + "401000 4 1 0 0 0 0 0 0\n", "9 fields"),  # format 6's
        (HEADER + totals_line(Ir=4, D1mr=2) + "401000 4 1 0 0 0 0 0 0 0\n", "do not add up to D1mr \\+ D1mw"),
        (HEADER + totals_line(Ir=4, D1mr=1, Walks=1) + "401000 4 1 0 0 0 0 0 0 0\n", "do not add up to Walks"),
        (HEADER + totals_line(Ir=4, D1mr=1, Walks=1, WL2=1) + "401000 4 1 0 0 1 0 0 1 0\n", "do not add up to WL2"),
        (HEADER + totals_line(Ir=4, D1mr=1, Walks=1, TLB1m=2) + "401000 4 1 0 0 1 0 0 1 0\n", "do not add up to TLB1m"),
        (HEADER + totals_line(Ir=4, D1mw=1) + "401000 4 1 0 0 0 0 0 0 1\n", "do not add up to D1mwc"),
    ],
)
def test_truncated_foreign_or_malformed_profiles_are_refused(tmp_path, text, message):
    profile = tmp_path / "p"
    profile.write_text(text)
    with pytest.raises(effgrind.ProfileFormatError, match=message):
        effgrind.read_profile(profile)
