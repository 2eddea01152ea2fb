/* kernel.h: shared boilerplate of the fidelity kernels (bench/fidelity_bench.py).
 *
 * A pair file includes this header and defines one kernel per variant, chosen by the macro
 * FB_VARIANT_A (else variant B); the bench prepends the define and inlines this header, since
 * sim_runner compiles a single source file. The same source is compiled natively (same command),
 * simulated, and turned into assembly for llvm-mca.
 *
 *   fb_begin();                 // clocks, then EFFBENCH_ROI_BEGIN
 *   ... kernel ...
 *   fb_end(checksum, iters);    // EFFBENCH_ROI_END, clocks; checksum to stdout, times to stderr
 *
 * `iters` is how many times the loop marked with FB_MCA_BEGIN()/FB_MCA_END() ran (0 when the
 * pair has no llvm-mca figure). The markers are assembly comments: no instruction is emitted,
 * but GCC will not vectorize a loop holding them, so a pair that wants vector code writes it
 * with intrinsics.
 */
#ifndef FIDELITY_KERNEL_H
#define FIDELITY_KERNEL_H
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <immintrin.h>
#include <sys/mman.h>
#include "effbench_roi.h"

#ifndef FB_VARIANT_A
#define FB_VARIANT_A 0
#endif

#define FB_NOINLINE __attribute__((noinline))
/* Scalar code stays scalar: no loop or straight-line (SLP) vectorization in this function. */
#define FB_SCALAR __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define FB_MCA_BEGIN() asm volatile("# LLVM-MCA-BEGIN fidelity")
#define FB_MCA_END() asm volatile("# LLVM-MCA-END fidelity")

/* A value the compiler cannot see through (no constant folding of sizes, divisors, seeds). */
template <class T> static inline T fb_opaque(T value) {
  asm volatile("" : "+r"(value));
  return value;
}

/* Page-aligned buffer backed by 4 KiB pages (the simulator models 4 KiB pages only), zeroed. */
static inline void *fb_alloc(size_t bytes) {
  size_t rounded = (bytes + 4095) & ~size_t(4095);
  void *p = std::aligned_alloc(4096, rounded);
  if (!p) {
    std::fprintf(stderr, "allocation of %zu bytes failed\n", rounded);
    std::exit(2);
  }
  madvise(p, rounded, MADV_NOHUGEPAGE);
  std::memset(p, 0, rounded);
  return p;
}

/* xorshift64: deterministic data and indices, cheap enough for set-up under the simulator. */
static inline uint64_t fb_rand(uint64_t &state) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

/* A random cyclic permutation (Sattolo) of n nodes, one node per `stride` bytes of `base`:
 * node i holds the address of its successor. Used by the pointer-chase kernels. */
static inline void **fb_make_chase(void *base, size_t n, size_t stride, uint64_t seed) {
  uint32_t *order = static_cast<uint32_t *>(fb_alloc(n * sizeof(uint32_t)));
  for (size_t i = 0; i < n; ++i) order[i] = uint32_t(i);
  for (size_t i = n - 1; i > 0; --i) {
    size_t j = fb_rand(seed) % i;
    uint32_t t = order[i]; order[i] = order[j]; order[j] = t;
  }
  char *b = static_cast<char *>(base);
  for (size_t i = 0; i < n; ++i)
    *reinterpret_cast<void **>(b + order[i] * stride) = b + order[(i + 1) % n] * stride;
  void **start = reinterpret_cast<void **>(b + order[0] * stride);
  std::free(order);
  return start;
}

static inline uint64_t fb_clock_ns(clockid_t clock) {
  timespec ts;
  clock_gettime(clock, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

static uint64_t fb_start_ns, fb_start_cpu_ns;

static inline void fb_begin() {
  fb_start_ns = fb_clock_ns(CLOCK_MONOTONIC);
  fb_start_cpu_ns = fb_clock_ns(CLOCK_THREAD_CPUTIME_ID);
  EFFBENCH_ROI_BEGIN();
}

/* The checksum goes to stdout (the simulated run's expected output); the kernel's own times and
 * loop count go to stderr, which only the bench's native runs read. Two clocks: wall time, and
 * the thread's CPU time, which does not count time the kernel spent descheduled (these are
 * shared machines). */
static inline void fb_end(uint64_t checksum, uint64_t iters) {
  EFFBENCH_ROI_END();
  uint64_t cpu = fb_clock_ns(CLOCK_THREAD_CPUTIME_ID) - fb_start_cpu_ns;
  uint64_t wall = fb_clock_ns(CLOCK_MONOTONIC) - fb_start_ns;
  std::printf("%llu\n", (unsigned long long)checksum);
  std::fprintf(stderr, "FB_KERNEL_NS %llu\nFB_KERNEL_CPU_NS %llu\nFB_LOOP_ITERS %llu\n", (unsigned long long)wall,
               (unsigned long long)cpu, (unsigned long long)iters);
}
#endif
