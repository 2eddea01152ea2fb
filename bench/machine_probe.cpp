// Measures, natively, the figures of the machine files (sim_runner/machines/*.toml) that say "measured here":
// the core clock (a chain of dependent adds, one cycle each on every x86 core we model), load-to-use latency of L2, L3 and DRAM (a random cyclic chase, one load in flight at a time),
// what a page walk adds (4 KiB pages against 2 MiB pages; over cached page tables too), how many
// independent misses and walks overlap (random loads), how many stores the store buffer holds, one core's streaming read (on 2 MiB and 4 KiB pages)
// bandwidth and what writing back dirty lines adds to it, what a loop pays for each 64-byte window its body touches, copies between L2-resident buffers (ascending and descending), the cost of a first-touched page, and of system calls: a short write(2) to a
// regular file (a program that flushes every output line makes one per line; the sandbox's
// stdout is a file), the cost per byte of long writes and reads, and a no-op syscall.
//   g++ -O2 -o /tmp/machine_probe bench/machine_probe.cpp && /tmp/machine_probe [core]
// `machine_probe chase BYTES STRIDE STEPS` runs one chase (4 KiB pages) for the simulator instead:
// STEPS loads to warm, then STEPS measured between callgrind's client requests, which effgrind
// reads (bench/page_walk_entries.py); natively they are no-ops.
#include <emmintrin.h>
#include <immintrin.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

static double now() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

// The copy loop of glibc's AVX2 memmove, to which the profiles pin glibc: four 32-byte loads, then
// four stores, 128 bytes a round, ascending or descending (glibc's own memcpy here may take rep
// movsb instead).
__attribute__((target("avx2"))) static void vector_copy(char *dst, const char *src, size_t bytes, bool backward) {
  for (size_t round = 0; round < bytes; round += 128) {
    size_t i = backward ? bytes - 128 - round : round;
    __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i));
    __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i + 32));
    __m256i c = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i + 64));
    __m256i d = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i + 96));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i), a);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i + 32), b);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i + 64), c);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i + 96), d);
  }
}

static void *region(size_t bytes, bool huge) {
  void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  madvise(p, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
  return p;
}

// Nanoseconds per load of a chase through every line of `bytes` in random order: the minimum of 3
// passes of 5M loads after a warming pass (on a shared host a neighbour only adds time; a single
// pass measured page walks 2-5x slower in some runs than in others).
// With `stride` 4096 + 64, one line of each 4 KiB page (at a different offset in each, so the
// lines spread over the cache sets): as many page walks as loads once the pages outnumber the
// TLBs, over page tables small enough to stay cached.
// The chase itself: `a` holds, at each `stride`-th line's first word, the index of the next one in
// one random cyclic order; returns the index of the first.
static size_t build_chase(size_t *a, size_t bytes, size_t stride) {
  size_t lines = bytes / stride;
  std::vector<size_t> order(lines);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), std::mt19937_64(7));
  const size_t words = stride / 8;
  for (size_t i = 0; i < lines; ++i) a[order[i] * words] = order[(i + 1) % lines] * words;
  return order[0] * words;
}

static double chase_ns(size_t bytes, bool huge, size_t stride = 64) {
  auto *a = static_cast<size_t *>(region(bytes, huge));
  size_t p = build_chase(a, bytes, stride);
  const size_t steps = 5000000;
  for (size_t i = 0; i < steps / 5; ++i) p = a[p];
  double best = 1e9;
  for (int pass = 0; pass < 3; ++pass) {
    double t = now();
    for (size_t i = 0; i < steps; ++i) p = a[p];
    best = std::min(best, (now() - t) / steps * 1e9);
  }
  munmap(a, bytes);
  return best + (p == 1 ? 1e-9 : 0);  // p is used: the chase is not optimised away
}

// Nanoseconds per load of independent loads at random lines of `bytes` (the line index a hash of
// the counter): misses overlap as far as the core's miss buffers (and, on 4 KiB pages, its page
// walkers) let them. Minimum of 3 passes after a warming one. With `stride` 4096 + 64, one line of
// each 4 KiB page as in chase_ns (their number a power of two); `in_order`, the lines one after
// another instead (consecutive pages: their walks read one line of entries in turn).
static double random_loads_ns(size_t bytes, bool huge, size_t stride = 64, bool in_order = false) {
  auto *a = static_cast<unsigned long *>(region(bytes, huge));
  memset(a, 1, bytes);
  const int bits = 63 - __builtin_clzll(bytes / stride);
  const size_t words = stride / 8;
  const size_t steps = 4000000;
  unsigned long sum = 0;
  double best = 1e9;
  for (int pass = 0; pass < 4; ++pass) {
    double t = now();
    if (in_order)
      for (size_t i = 0; i < steps; ++i) sum += a[(i & ((size_t(1) << bits) - 1)) * words];
    else
      for (size_t i = 0; i < steps; ++i) sum += a[((i + pass * steps) * 0x9E3779B97F4A7C15ull >> (64 - bits)) * words];
    if (pass > 0) best = std::min(best, (now() - t) / steps * 1e9);
  }
  munmap(a, bytes);
  return best + (sum == 1 ? 1e-9 : 0);  // sum is used: the loads are not optimised away
}

// The store buffer's size, as Henry Wong measured reorder buffers ("Measuring Reorder Buffer
// Capacity", 2013) with stores for filler: two independent chases over 256 MiB each (2 MiB pages,
// every load a DRAM miss), their loads alternating with N stores to L1-resident lines between
// them. A store holds its entry until it commits, after it retires, so after a load that misses
// the core issues stores only as far as the buffer goes: while N stores fit, the other chase's
// load issues too and the two misses overlap (one miss's time a step); once they do not, it waits
// for the first (two misses' time). Nanoseconds a step, the minimum of 3 passes.
template <int N> static double stores_between_misses_ns(const size_t *a, const size_t *b, size_t pa, size_t pb) {
  static volatile size_t sink[128];  // 1 KiB: stays in L1
  const size_t steps = 200000;
  double best = 1e9;
  for (int pass = 0; pass < 3; ++pass) {
    double t = now();
    for (size_t i = 0; i < steps; ++i) {
      pa = a[pa];
#pragma GCC unroll 128
      for (int k = 0; k < N; ++k) sink[k] = i;
      pb = b[pb];
#pragma GCC unroll 128
      for (int k = 0; k < N; ++k) sink[k] = i;
    }
    best = std::min(best, (now() - t) / steps * 1e9);
  }
  (void)sink;  // with N = 0, no stores
  return best + ((pa ^ pb) == 1 ? 1e-9 : 0);  // both chases are used
}

template <int... N> static void store_buffer(std::integer_sequence<int, N...>) {
  const size_t bytes = size_t(256) << 20;
  auto *a = static_cast<size_t *>(region(bytes, true));
  auto *b = static_cast<size_t *>(region(bytes, true));
  size_t pa = build_chase(a, bytes, 64), pb = build_chase(b, bytes, 64);
  printf("stores between two chases' loads (ns a step):");
  ((printf(" %d: %.1f", 4 * N, stores_between_misses_ns<4 * N>(a, b, pa, pb))), ...);
  printf("\n");
  munmap(a, bytes);
  munmap(b, bytes);
}

// Seconds to read one word of each 64-byte line of `bytes` in order (a load per word would
// measure the core's adds, not memory); `sum` keeps the loads.
static double read_lines_s(const unsigned long *words, size_t bytes, unsigned long &sum) {
  double t = now();
  for (size_t i = 0; i < bytes / 8; i += 8) sum += words[i];
  return now() - t;
}

// Nanoseconds per iteration of a chain through one memory cell: load, add, store (64-bit
// integer, or 256-bit vector with vaddpd), so the store-to-load forwarding latency is this
// minus the add's latency (1 cycle for add, 3 for vaddpd: AMD's guide). Minimum of 5 runs:
// other load on the machine only adds time.
static double forward_ns(bool vector) {
  static long cell;
  static double vcell[4] __attribute__((aligned(32)));
  const long n = 20000000;
  double best = 1e9;
  for (int run = 0; run < 5; ++run) {
    double t = now();
    for (long i = 0; i < n; ++i) {
      if (vector)
        asm volatile("vmovapd %0, %%ymm1\n\tvaddpd %%ymm1, %%ymm1, %%ymm2\n\tvmovapd %%ymm2, %0"
                     : "+m"(vcell) :: "xmm1", "xmm2");
      else
        asm volatile("movq %0, %%rax\n\taddq $1, %%rax\n\tmovq %%rax, %0" : "+m"(cell) :: "rax");
    }
    best = std::min(best, (now() - t) / n * 1e9);
  }
  return best;
}

// Nanoseconds per instruction for instructions llvm-mca's Zen model gets wrong: 32- and 64-bit
// unsigned division, independent (reciprocal throughput) and chained (latency), and an AVX2
// gather of 8 dwords from an L1-resident table, independent. Minimum of 5 runs.
static double cycle_ns;  // one clock cycle, measured first (instruction_costs)

template <typename Body>
static double per_op_ns(long n, Body body) {
  double best = 1e9;
  for (int run = 0; run < 5; ++run) {
    double t = now();
    body(n);
    best = std::min(best, (now() - t) / n * 1e9);
  }
  return best;
}

static void instruction_costs() {
  const long n = 5000000;
  // The clock: a chain of dependent 64-bit register adds, 8 a round, one cycle each (every x86
  // core we model), so the loop's own increment and branch run beside it. Register operands:
  // Golden Cove folds a chain of immediate adds at rename and runs it several to a cycle.
  double add_ns = per_op_ns(n * 8, [](long k) {
    long x = 0, one = 1;
    for (long i = 0; i < k / 8; ++i)
      asm volatile("addq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\t"
                   "addq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\taddq %1, %0" : "+r"(x) : "r"(one));
  });
  cycle_ns = add_ns;
  printf("dependent add: %.4f ns (clock %.2f GHz)\n", add_ns, 1 / add_ns);
  printf("divl: %.2f ns independent, %.2f ns chained\n",
         per_op_ns(n, [](long k) {  // 4 independent divisions a round
           for (long i = 0; i < k / 4; ++i)
             asm volatile("movl $1000000, %%eax\n\txorl %%edx, %%edx\n\tdivl %0\n\t"
                          "movl $1000000, %%eax\n\txorl %%edx, %%edx\n\tdivl %0\n\t"
                          "movl $1000000, %%eax\n\txorl %%edx, %%edx\n\tdivl %0\n\t"
                          "movl $1000000, %%eax\n\txorl %%edx, %%edx\n\tdivl %0"
                          :: "r"(7) : "eax", "edx");
         }),
         per_op_ns(n, [](long k) {  // each quotient is the next dividend (it stays at 1: 1/1)
           asm volatile("movl $1, %%eax" ::: "eax");
           for (long i = 0; i < k; ++i) asm volatile("xorl %%edx, %%edx\n\tdivl %0" :: "r"(1) : "eax", "edx");
         }));
  printf("divq: %.2f ns independent, %.2f ns chained\n",
         per_op_ns(n, [](long k) {
           for (long i = 0; i < k / 4; ++i)
             asm volatile("movabsq $1000000000000, %%rax\n\txorl %%edx, %%edx\n\tdivq %0\n\t"
                          "movabsq $1000000000000, %%rax\n\txorl %%edx, %%edx\n\tdivq %0\n\t"
                          "movabsq $1000000000000, %%rax\n\txorl %%edx, %%edx\n\tdivq %0\n\t"
                          "movabsq $1000000000000, %%rax\n\txorl %%edx, %%edx\n\tdivq %0"
                          :: "r"(7L) : "rax", "rdx");
         }),
         per_op_ns(n, [](long k) {
           asm volatile("movabsq $1099511627776, %%rax" ::: "rax");
           for (long i = 0; i < k; ++i) asm volatile("xorl %%edx, %%edx\n\tdivq %0" :: "r"(1L) : "rax", "rdx");
         }));
  printf("vphaddd ymm: %.3f ns, vpermd ymm: %.3f ns independent (8 accumulators)\n",
         per_op_ns(n, [](long k) {
           for (long i = 0; i < k / 8; ++i)
             asm volatile("vphaddd %%ymm8, %%ymm0, %%ymm0\n\tvphaddd %%ymm8, %%ymm1, %%ymm1\n\t"
                          "vphaddd %%ymm8, %%ymm2, %%ymm2\n\tvphaddd %%ymm8, %%ymm3, %%ymm3\n\t"
                          "vphaddd %%ymm8, %%ymm4, %%ymm4\n\tvphaddd %%ymm8, %%ymm5, %%ymm5\n\t"
                          "vphaddd %%ymm8, %%ymm6, %%ymm6\n\tvphaddd %%ymm8, %%ymm7, %%ymm7"
                          ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7");
         }),
         per_op_ns(n, [](long k) {
           for (long i = 0; i < k / 8; ++i)
             asm volatile("vpermd %%ymm0, %%ymm8, %%ymm0\n\tvpermd %%ymm1, %%ymm8, %%ymm1\n\t"
                          "vpermd %%ymm2, %%ymm8, %%ymm2\n\tvpermd %%ymm3, %%ymm8, %%ymm3\n\t"
                          "vpermd %%ymm4, %%ymm8, %%ymm4\n\tvpermd %%ymm5, %%ymm8, %%ymm5\n\t"
                          "vpermd %%ymm6, %%ymm8, %%ymm6\n\tvpermd %%ymm7, %%ymm8, %%ymm7"
                          ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7");
         }));
  static int table[1024] __attribute__((aligned(64)));
  printf("vpgatherdd ymm: %.2f ns independent\n", per_op_ns(n, [](long k) {
           for (long i = 0; i < k; ++i)
             asm volatile("vpxor %%xmm1, %%xmm1, %%xmm1\n\tvpcmpeqd %%ymm2, %%ymm2, %%ymm2\n\tvpgatherdd %%ymm2, (%0,%%ymm1,4), %%ymm0"
                          :: "r"(table) : "xmm0", "xmm1", "xmm2", "memory");
         }));
  // ENDBR64 opens every function of a distribution's -fcf-protection libraries; LLVM 19's Zen
  // models charge it 100 micro-ops. 8 a round beside 8 one-byte NOPs: what it costs here.
  printf("endbr64: %.3f ns, nop: %.3f ns (8 a round)\n", per_op_ns(n * 4, [](long k) {
           for (long i = 0; i < k / 8; ++i)
             asm volatile("endbr64\n\tendbr64\n\tendbr64\n\tendbr64\n\tendbr64\n\tendbr64\n\tendbr64\n\tendbr64");
         }),
         per_op_ns(n * 4, [](long k) {
           for (long i = 0; i < k / 8; ++i) asm volatile("nop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop");
         }));
}

// A loop's fetch: the same loop body placed 8 bytes and 56 bytes into a 64-byte window,
// so that it touches one more window (the model's `fetch_window`). Two bodies: the 20-byte loop
// of an integer multiply-accumulate (7 instructions), and the same with eight
// 15-byte NOPs (140 bytes, 15 instructions). Cycles an iteration, the minimum of 5 runs.
#define FETCH_LOOP(name, offset, nops)                                                           \
  __attribute__((noinline)) static unsigned name(unsigned m, unsigned n) {                       \
    unsigned s = 0, i = 0;                                                                         \
    asm volatile(".p2align 6\n\t.skip " #offset ", 0x90\n1:\n\tmovl %[i], %%edx\n\t"             \
                 "xorl $0xf0f0f0f0, %%edx\n\timull %[m], %%edx\n\taddl %%edx, %[s]\n\t"             \
                 ".rept " #nops "\n\t.byte 0x66,0x66,0x66,0x66,0x66,0x66,0x2e,0x0f,0x1f,0x84,0,0,0,0,0\n\t" \
                 ".endr\n\taddl $1, %[i]\n\tcmpl %[i], %[n]\n\tjne 1b"                               \
                 : [s] "+r"(s), [i] "+r"(i) : [m] "r"(m), [n] "r"(n) : "edx", "cc");                 \
    return s;                                                                                      \
  }
FETCH_LOOP(short_in_one, 8, 0)
FETCH_LOOP(short_in_two, 56, 0)
FETCH_LOOP(long_in_three, 8, 8)
FETCH_LOOP(long_in_four, 56, 8)

static void fetch_costs() {
  const unsigned n = 4u << 20;
  unsigned sink = 0;
  auto cycles = [&](unsigned (*loop)(unsigned, unsigned)) {
    return per_op_ns(n, [&](long k) { sink += loop(7, unsigned(k)); }) / cycle_ns;
  };
  printf("loop fetch, cycles an iteration: 20-byte body in one 64-byte window %.2f, across two %.2f; "
         "140-byte body in three %.2f, in four %.2f (%u)\n",
         cycles(short_in_one), cycles(short_in_two), cycles(long_in_three), cycles(long_in_four), sink & 1);
}

// Nanoseconds per floating-point division and square root, scalar and packed at each width:
// independent (8 results a round from the same two constant sources: the unit's reciprocal
// throughput) and chained (one register through the operation: its latency). Dividing by a
// number just over 1, and square roots of numbers near 1, keep the values normal throughout.
// llvm-mca's Golden Cove models (LLVM 19) give every one of them a reciprocal throughput of 1.
// `in` is an operation's sources before its destination: "%%ymm8, %%ymm9, " (divide 9 by 8) or
// "%%ymm9, " (square root of 9); `chain` its sources when it feeds itself through register 0.
#define FP_EIGHT(op, in, r) op " " in "%%" r "0\n\t" op " " in "%%" r "1\n\t" op " " in "%%" r "2\n\t" \
  op " " in "%%" r "3\n\t" op " " in "%%" r "4\n\t" op " " in "%%" r "5\n\t" op " " in "%%" r "6\n\t" op " " in "%%" r "7"
#define FP_COST(op, r, in, chain, T)                                                                        \
  fp_line(op, r,                                                                                             \
         per_op_ns(n, [](long k) {                                                                           \
           asm volatile(BROADCAST_##T " %0, %%ymm8\n\t" BROADCAST_##T " %1, %%ymm9" :: "m"(T::divisor),       \
                        "m"(T::source) : "xmm8", "xmm9");                                                    \
           for (long i = 0; i < k / 8; ++i)                                                                  \
             asm volatile(FP_EIGHT(op, in, r) ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7"); \
         }),                                                                                                 \
         per_op_ns(n, [](long k) {                                                                           \
           asm volatile(BROADCAST_##T " %0, %%ymm8\n\t" BROADCAST_##T " %1, %%ymm0" :: "m"(T::divisor),       \
                        "m"(T::source) : "xmm8", "xmm0");                                                    \
           for (long i = 0; i < k; ++i) asm volatile(op " " chain "%%" r "0" ::: "xmm0");                   \
         }))
#define FP_DIV(op, r, T) FP_COST(op, r, "%%" r "8, %%" r "9, ", "%%" r "8, %%" r "0, ", T)
#define FP_SQRT_SCALAR(op, T) FP_COST(op, "xmm", "%%xmm9, %%xmm9, ", "%%xmm0, %%xmm0, ", T)
#define FP_SQRT_PACKED(op, r, T) FP_COST(op, r, "%%" r "9, ", "%%" r "0, ", T)

// The constants in each precision, broadcast to every lane.
#define BROADCAST_Single "vbroadcastss"
#define BROADCAST_Double "vbroadcastsd"
struct Single { static const float divisor, source, vector[8]; };
struct Double { static const double divisor, source, vector[4]; };
const float Single::divisor = 1.0000001f, Single::source = 2.0f;
const double Double::divisor = 1.0000001, Double::source = 2.0;
// A memory source for the chains below: the divisor in every lane (32-byte aligned for ymm loads).
alignas(32) const float Single::vector[8] = {1.0000001f, 1.0000001f, 1.0000001f, 1.0000001f, 1.0000001f, 1.0000001f, 1.0000001f, 1.0000001f};
alignas(32) const double Double::vector[4] = {1.0000001, 1.0000001, 1.0000001, 1.0000001};

static void fp_line(const char *op, const char *width, double independent, double chained) {
  printf("%-8s %s: %.3f ns independent, %.3f ns chained (%.1f and %.1f cycles)\n", op, width, independent, chained,
         independent / cycle_ns, chained / cycle_ns);
}

static void fp_costs() {
  const long n = 2000000;
  FP_DIV("vdivss", "xmm", Single); FP_DIV("vdivsd", "xmm", Double);
  FP_DIV("vdivps", "xmm", Single); FP_DIV("vdivps", "ymm", Single);
  FP_DIV("vdivpd", "xmm", Double); FP_DIV("vdivpd", "ymm", Double);
  FP_SQRT_SCALAR("vsqrtss", Single); FP_SQRT_SCALAR("vsqrtsd", Double);
  FP_SQRT_PACKED("vsqrtps", "xmm", Single); FP_SQRT_PACKED("vsqrtps", "ymm", Single);
  FP_SQRT_PACKED("vsqrtpd", "xmm", Double); FP_SQRT_PACKED("vsqrtpd", "ymm", Double);
}

// Cycles per floating-point add, subtract, multiply and FMA on a chain through register 0 (their latency),
// with the other source a register and with it in memory (an L1 hit): a core reads the memory
// operand before the chained register is needed, so both forms should cost the same. LLVM 19's
// Golden Cove models charge the memory forms 1-2 cycles more (vaddpd ymm 3 and 5, vfmadd231pd
// ymm 4 and 6 cycles a round). Adding 2.0 and multiplying by 1.0000001 keep the values normal.
#define FP_CHAIN(op, r, reg_in, mem_in, T)                                                                  \
  fp_chain_line(op, r,                                                                                       \
         per_op_ns(n, [](long k) {                                                                           \
           asm volatile(BROADCAST_##T " %0, %%ymm8\n\t" BROADCAST_##T " %1, %%ymm9\n\t"                       \
                        BROADCAST_##T " %1, %%ymm0" :: "m"(T::divisor), "m"(T::source) : "xmm8", "xmm9", "xmm0"); \
           for (long i = 0; i < k; ++i) asm volatile(op " " reg_in "%%" r "0" ::: "xmm0");                  \
         }),                                                                                                 \
         per_op_ns(n, [](long k) {                                                                           \
           asm volatile(BROADCAST_##T " %0, %%ymm8\n\t" BROADCAST_##T " %1, %%ymm0" :: "m"(T::divisor),       \
                        "m"(T::source) : "xmm8", "xmm0");                                                    \
           for (long i = 0; i < k; ++i) asm volatile(op " " mem_in "%%" r "0" :: "r"(&T::vector) : "xmm0");  \
         }))
#define FP_ARITH(op, r, T) FP_CHAIN(op, r, "%%" r "9, %%" r "0, ", "(%0), %%" r "0, ", T)
#define FP_FMA(op, r, T) FP_CHAIN(op, r, "%%" r "9, %%" r "8, ", "(%0), %%" r "8, ", T)

static void fp_chain_line(const char *op, const char *width, double reg, double mem) {
  printf("%-11s %s chained: %.1f cycles (register source), %.1f cycles (memory source)\n", op, width, reg / cycle_ns,
         mem / cycle_ns);
}

static void fp_chains() {
  const long n = 2000000;
  FP_ARITH("vaddsd", "xmm", Double); FP_ARITH("vaddpd", "ymm", Double); FP_ARITH("vaddps", "ymm", Single);
  FP_ARITH("vsubsd", "xmm", Double); FP_ARITH("vsubpd", "ymm", Double);
  FP_ARITH("vmulsd", "xmm", Double); FP_ARITH("vmulpd", "ymm", Double); FP_ARITH("vmulps", "ymm", Single);
  FP_FMA("vfmadd231sd", "xmm", Double); FP_FMA("vfmadd231pd", "ymm", Double); FP_FMA("vfmadd231ps", "ymm", Single);
}

// Cycles per vector integer, logic and shuffle operation on a chain through register 0 (its
// latency; the other source, where there is one, register 9), four a round. LLVM 19's Zen 4 and
// Zen 5 models give the simple ones (adds, logic, compares, shifts, unpacks, blends) 1 cycle.
// On Zen 5 a loop of one such operation a round runs at 1 cycle or at 2, from one run to the next
// (the scheduler's choice of pipes); two or more in a round chain at 2 each in every run. `in` is
// what comes before the chained register: an immediate and the other source.
#define VEC_CHAIN(op, in) \
  printf("%-11s ymm chained: %.1f cycles\n", op, per_op_ns(n, [](long k) { \
           for (long i = 0; i < k / 4; ++i) \
             asm volatile(".rept 4\n\t" op " " in "%%ymm0, %%ymm0\n\t.endr" ::: "xmm0"); \
         }) / cycle_ns)

static void vector_chains() {
  const long n = 2000000;
  asm volatile("vpcmpeqd %%ymm9, %%ymm9, %%ymm9\n\tvpsrld $31, %%ymm9, %%ymm9" ::: "xmm9");  // 1 in every lane
  VEC_CHAIN("vpaddd", "%%ymm9, "); VEC_CHAIN("vpsubq", "%%ymm9, "); VEC_CHAIN("vpand", "%%ymm9, ");
  VEC_CHAIN("vpxor", "%%ymm9, "); VEC_CHAIN("vpor", "%%ymm9, "); VEC_CHAIN("vpmaxsd", "%%ymm9, ");
  VEC_CHAIN("vpcmpeqd", "%%ymm9, "); VEC_CHAIN("vpcmpgtq", "%%ymm9, "); VEC_CHAIN("vpabsd", "");
  VEC_CHAIN("vpavgb", "%%ymm9, "); VEC_CHAIN("vpsignd", "%%ymm9, "); VEC_CHAIN("vpslld", "$1, ");
  VEC_CHAIN("vpsrlvd", "%%ymm9, "); VEC_CHAIN("vpsrldq", "$1, "); VEC_CHAIN("vpshufd", "$0x1b, ");
  VEC_CHAIN("vpshufb", "%%ymm9, "); VEC_CHAIN("vpunpckldq", "%%ymm9, "); VEC_CHAIN("vpackssdw", "%%ymm9, ");
  VEC_CHAIN("vpblendd", "$0x55, %%ymm9, "); VEC_CHAIN("vpblendvb", "%%ymm9, %%ymm9, "); VEC_CHAIN("vblendvps", "%%ymm9, %%ymm9, ");
  VEC_CHAIN("vpalignr", "$4, %%ymm9, ");
  VEC_CHAIN("vandps", "%%ymm9, "); VEC_CHAIN("vxorpd", "%%ymm9, "); VEC_CHAIN("vblendps", "$0x55, %%ymm9, ");
  VEC_CHAIN("vshufps", "$0x1b, %%ymm9, "); VEC_CHAIN("vunpcklps", "%%ymm9, "); VEC_CHAIN("vpermilps", "$0x1b, ");
  VEC_CHAIN("vpermd", "%%ymm9, "); VEC_CHAIN("vpermq", "$0x1b, "); VEC_CHAIN("vperm2i128", "$0x21, %%ymm9, ");
  VEC_CHAIN("vpmulld", "%%ymm9, "); VEC_CHAIN("vpmaddwd", "%%ymm9, "); VEC_CHAIN("vpsadbw", "%%ymm9, ");
}

// Cycles lost per mispredicted branch: a branch on random bits (half mispredicted) against the
// same loop on bits that are all equal (never mispredicted), per branch, over 0.5.
static double mispredict_ns() {
  const size_t n = 1 << 22;
  std::vector<unsigned char> random(n), same(n, 1);
  std::mt19937 bits(3);
  for (auto &b : random) b = bits() & 1;
  auto run = [&](const std::vector<unsigned char> &v) {
    double best = 1e9;
    for (int round = 0; round < 5; ++round) {
      long sum = 0;
      double t = now();
      for (size_t i = 0; i < n; ++i) {
        if (v[i]) sum += i; else sum -= 3;
        asm volatile("" : "+r"(sum));  // keeps the branch a branch (no cmov)
      }
      best = std::min(best, (now() - t) / n * 1e9);
    }
    return best;
  };
  return (run(random) - run(same)) / 0.5;
}

// Nanoseconds per call of `call`, the median of 5 rounds of n calls.
template <class Call>
static double per_call_ns(long n, Call call) {
  std::vector<double> rounds;
  for (int r = 0; r < 5; ++r) {
    double t = now();
    for (long k = 0; k < n; ++k) call(k);
    rounds.push_back((now() - t) / n * 1e9);
  }
  std::sort(rounds.begin(), rounds.end());
  return rounds[2];
}

static void syscall_costs() {
  char path[] = "/tmp/machine_probe_XXXXXX";
  int fd = mkstemp(path);
  unlink(path);
  static char buffer[1 << 16];
  memset(buffer, 'x', sizeof buffer);
  printf("getppid syscall: %.0f ns\n", per_call_ns(200000, [](long) { syscall(SYS_getppid); }));
  printf("write(2) of 16 bytes to a file: %.0f ns\n", per_call_ns(200000, [&](long) {
    if (write(fd, buffer, 16) != 16) perror("write");
  }));
  double big = per_call_ns(2000, [&](long k) {
    if (k % 256 == 0) lseek(fd, 0, SEEK_SET);  // stay within 16 MiB of page cache
    if (write(fd, buffer, sizeof buffer) != (ssize_t)sizeof buffer) perror("write");
  });
  printf("write(2) of 64 KiB to a file: %.0f ns (%.3f ns per byte)\n", big, big / sizeof buffer);
  lseek(fd, 0, SEEK_SET);
  if (write(fd, buffer, sizeof buffer) != (ssize_t)sizeof buffer) perror("write");
  printf("read(2) of 4 KiB from a cached file: %.0f ns\n", per_call_ns(200000, [&](long) {
    if (pread(fd, buffer, 4096, 0) != 4096) perror("pread");
  }));
  close(fd);
}

// Cycles per rep-prefixed string instruction by its byte count, from an L1-resident buffer: what
// starting one costs (1 byte) and how fast it moves bytes once started (4096).
static void string_costs() {
  alignas(64) static char from[4096], to[4096];
  auto movsb = [](size_t bytes) {
    return per_op_ns(bytes > 1 ? 200000 : 2000000, [&](long n) {
      for (long k = 0; k < n; ++k) {
        void *d = to;
        const void *s = from;
        size_t c = bytes;
        asm volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(c) : : "memory");
      }
    }) / cycle_ns;
  };
  auto stosb = [](size_t bytes) {
    return per_op_ns(bytes > 1 ? 200000 : 2000000, [&](long n) {
      for (long k = 0; k < n; ++k) {
        void *d = to;
        size_t c = bytes;
        asm volatile("rep stosb" : "+D"(d), "+c"(c) : "a"(int(k)) : "memory");
      }
    }) / cycle_ns;
  };
  printf("rep movsb: %.1f cycles for 1 byte, %.1f for 4096; rep stosb: %.1f and %.1f\n", movsb(1), movsb(4096), stosb(1),
         stosb(4096));
}

// The core's figures: instructions, fetch, string operations, FP and vector chains.
static void core_costs() {
  instruction_costs();
  fetch_costs();
  string_costs();
  fp_costs();
  fp_chains();
  vector_chains();
}

int main(int argc, char **argv) {
  if (argc == 5 && strcmp(argv[1], "chase") == 0) {  // one chase, for the simulator
    size_t bytes = atol(argv[2]), stride = atol(argv[3]), steps = atol(argv[4]);
    auto *a = static_cast<size_t *>(region(bytes, false));
    size_t p = build_chase(a, bytes, stride);
    for (size_t i = 0; i < steps; ++i) p = a[p];
    CALLGRIND_ZERO_STATS;
    for (size_t i = 0; i < steps; ++i) p = a[p];
    CALLGRIND_TOGGLE_COLLECT;
    printf("%zu\n", p);
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "core") == 0) {  // the core's figures alone (seconds, not a minute)
    core_costs();
    return 0;
  }
  syscall_costs();
  printf("mispredicted branch: %.2f ns\n", mispredict_ns());
  core_costs();
  printf("load-add-store chain: %.2f ns (64-bit), %.2f ns (256-bit vaddpd)\n", forward_ns(false), forward_ns(true));
  // 16 KiB: within every L1D we model (the load-to-use of the chase's indexed load); 64 KiB: beyond
  // it, within every L2 and one L1 DTLB's reach; 256 KiB: within an L2 of 512 KiB or more.
  for (size_t kib : {16, 64, 256, 512, 1024, 1536, 2048, 4096, 16384, 32768, 65536, 524288})
    printf("chase %6zu KiB: %6.1f ns (4 KiB pages) %6.1f ns (2 MiB pages)\n", kib, chase_ns(kib << 10, false),
           chase_ns(kib << 10, true));
  // 8192 pages, one line each (512 KiB of lines, 64 KiB of page-table entries): beyond the L2 DTLB,
  // with the walks' entries in the caches, unlike the 512 MiB chase's.
  printf("chase of one line in each of 8192 pages: %.1f ns (4 KiB pages) %.1f ns (2 MiB pages)\n",
         chase_ns(size_t(8192) * 4160, false, 4160), chase_ns(size_t(8192) * 4160, true, 4160));
  // 256 pages, one line each (16 KiB of lines, within every L1D we model): beyond the L1 DTLB,
  // within the L2 TLB, so on 4 KiB pages every load misses the first and hits the second: what
  // that costs is the difference (the model charges nothing for it).
  printf("chase of one line in each of 256 pages: %.1f ns (4 KiB pages) %.1f ns (2 MiB pages)\n",
         chase_ns(size_t(256) * 4160, false, 4160), chase_ns(size_t(256) * 4160, true, 4160));
  store_buffer(std::make_integer_sequence<int, 32>());  // 0 to 124 stores, by 4
  printf("independent random loads over 512 MiB: %.2f ns a load (4 KiB pages) %.2f ns (2 MiB pages)\n",
         random_loads_ns(size_t(512) << 20, false), random_loads_ns(size_t(512) << 20, true));
  // The same lines as the 8192-page chase, loaded independently: on 4 KiB pages every load walks,
  // over cached entries, so the walks' throughput (the page walkers) bounds them, not their latency.
  for (bool in_order : {false, true})
    printf("independent loads of one line in each of 8192 pages, %s: %.2f ns a load (4 KiB pages) %.2f ns (2 MiB pages)\n",
           in_order ? "in page order" : "hashed order", random_loads_ns(size_t(8192) * 4160, false, 4160, in_order),
           random_loads_ns(size_t(8192) * 4160, true, 4160, in_order));
  // The same loop over 256 lines within 4 pages (L1D, the DTLB): its own cost, without misses.
  printf("independent loads of 256 lines within 4 pages: %.2f ns a load\n", random_loads_ns(256 * 64, false));
  // Lines moved between L1D and L2 per cycle, on a buffer of 256 KiB (beyond L1D, within L2):
  // reading one word per line (a fill each), writing one word per line (a fill for ownership and
  // a dirty writeback each), and copying it to a second one (three transfers a line, as memcpy;
  // glibc's rep movsb, where it takes it, may store whole lines without their fills).
  {
    const size_t kib = 256, lines = kib * 1024 / 64, passes = 4000;
    auto *src = static_cast<unsigned long *>(region(kib << 10, true));
    auto *dst = static_cast<unsigned long *>(region(kib << 10, true));
    memset(src, 1, kib << 10);
    memset(dst, 1, kib << 10);
    auto per_line = [&](auto body) {
      double best = 1e9;
      for (int round = 0; round < 5; ++round) {
        double t = now();
        for (size_t pass = 0; pass < passes; ++pass) body(pass);
        best = std::min(best, (now() - t) / (passes * lines) * 1e9);
      }
      return best;
    };
    unsigned long sum = 0;
    double read = per_line([&](size_t) { for (size_t i = 0; i < lines * 8; i += 8) sum += src[i]; asm volatile("" : "+r"(sum)); });
    double write = per_line([&](size_t pass) { for (size_t i = 0; i < lines * 8; i += 8) dst[i] = pass; asm volatile("" ::: "memory"); });
    double copy = per_line([&](size_t) { memcpy(dst, src, kib << 10); asm volatile("" ::: "memory"); });
    printf("L2-resident %zu KiB, per line: read %.3f ns, write %.3f ns, memcpy %.3f ns "
           "(%.1f, %.1f, %.1f bytes a cycle over 1, 2, 3 transfers) (%lu)\n", kib, read, write, copy,
           64 * cycle_ns / read, 128 * cycle_ns / write, 192 * cycle_ns / copy, sum & 1);
    // The same copy by glibc's AVX2 loop, ascending and descending. glibc 2.36 copies descending
    // where the destination lies less than 256 bytes past a whole number of pages from the source
    // (its `and $0xf00` of their difference; sparing the ascending loop 4K aliasing): buffers
    // allocated page-aligned take it.
    if (__builtin_cpu_supports("avx2")) {
      auto copy_ns = [&](bool backward) {
        return per_line([&](size_t) { vector_copy(reinterpret_cast<char *>(dst), reinterpret_cast<const char *>(src), kib << 10, backward); asm volatile("" ::: "memory"); });
      };
      double forward = copy_ns(false), backward = copy_ns(true);
      printf("L2-resident %zu KiB, AVX2 copy loop per line: %.3f ns ascending, %.3f ns descending\n", kib, forward, backward);
    }
    munmap(src, kib << 10);
    munmap(dst, kib << 10);
  }
  size_t bytes = size_t(512) << 20;
  auto *words = static_cast<unsigned long *>(region(bytes, true));
  memset(words, 1, bytes);
  // One load per 64-byte line: a load per word would measure the core's adds, not memory. Then
  // one store per line: each line is read for ownership and written back dirty, so what it costs
  // beyond the read is the writeback's. Then whole lines by non-temporal stores: no read at all.
  for (int pass = 0; pass < 3; ++pass) {
    unsigned long sum = 0;
    double read = read_lines_s(words, bytes, sum);
    double t = now();
    for (size_t i = 0; i < bytes / 8; i += 8) words[i] = i;
    asm volatile("" ::: "memory");
    double write = now() - t;
    t = now();
    for (size_t i = 0; i < bytes / 8; i += 8)
      for (int k = 0; k < 8; k += 2) _mm_stream_si128(reinterpret_cast<__m128i *>(words + i + k), _mm_set1_epi64x(long(i)));
    _mm_sfence();
    double streamed = now() - t;
    double lines = bytes / 64.0;
    printf("streaming read, one load per line: %.1f GB/s; one store per line: %.1f GB/s (the writeback adds %.2f ns a line); "
           "non-temporal whole lines: %.1f GB/s (%lu)\n", bytes / read / 1e9, bytes / write / 1e9, (write - read) / lines * 1e9,
           bytes / streamed / 1e9, sum & 1);
  }
  munmap(words, bytes);
  // The same read over 4 KiB pages: what crossing a page costs a stream (prefetchers that stop at a
  // page would leave the first line of each to a demand miss, and each page needs a walk).
  words = static_cast<unsigned long *>(region(bytes, false));
  memset(words, 1, bytes);
  for (int pass = 0; pass < 3; ++pass) {
    unsigned long sum = 0;
    double read = read_lines_s(words, bytes, sum);
    printf("streaming read on 4 KiB pages, one load per line: %.1f GB/s, %.1f ns a page (%lu)\n", bytes / read / 1e9,
           read / (bytes / 4096) * 1e9, sum & 1);
  }
  munmap(words, bytes);
  for (int round = 0; round < 3; ++round) {
    size_t touch = size_t(64) << 20;
    auto *page = static_cast<char *>(region(touch, false));
    double t = now();
    for (size_t i = 0; i < touch; i += 4096) page[i] = 1;
    printf("first touch: %.0f ns per 4 KiB page\n", (now() - t) / (touch / 4096) * 1e9);
    munmap(page, touch);
  }
}
