// A: pointer chase, 500K dependent loads over a random cycle of 2M nodes (one per 64 B line) in 128 MiB: one DRAM miss at a time
// B: 500K independent loads of random nodes of the same 128 MiB (addresses from a hash of the counter): misses overlap
// MCA: no
#include "kernel.h"

static const size_t NODES = size_t(2) << 20, STRIDE = 64;
static const uint64_t STEPS = 500000;

#if FB_VARIANT_A
FB_SCALAR static uint64_t kernel(void **start, char *, uint64_t steps) {
  void **p = start;
  for (uint64_t i = 0; i < steps; ++i) p = static_cast<void **>(*p);
  return uint64_t(reinterpret_cast<char *>(p) - reinterpret_cast<char *>(start));
}
#else
FB_SCALAR static uint64_t kernel(void **, char *base, uint64_t steps) {
  uint64_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) {
    uint64_t node = (i * 0x9E3779B97F4A7C15ull) >> (64 - 21);  // 2^21 nodes
    s += *reinterpret_cast<uint64_t *>(base + node * STRIDE) - uint64_t(base);
  }
  return s;
}
#endif

int main() {
  char *base = static_cast<char *>(fb_alloc(NODES * STRIDE));
  void **start = fb_make_chase(base, NODES, STRIDE, 7);
  fb_begin();
  uint64_t s = kernel(start, base, fb_opaque(STEPS));
  fb_end(s, 0);
}
