// A: 4M steps of an xorshift generator; a branch on a random bit of it picks s += x or s ^= x >> 7 (taken half the time, at random)
// B: the same loop, the branch on bit 10 of the step counter instead (runs of 1024: predictable)
// MCA: no (llvm-mca has no branch predictor: it would print 1)
#include "kernel.h"

static const uint64_t STEPS = 4u << 20;

FB_SCALAR static uint64_t kernel(uint64_t seed, uint64_t steps) {
  uint64_t x = seed, s = 0;
  for (uint64_t i = 0; i < steps; ++i) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
#if FB_VARIANT_A
    uint64_t bit = (x >> 29) & 1;
#else
    uint64_t bit = (i >> 10) & 1;
#endif
    // The empty asm keeps a real branch (GCC would otherwise if-convert it into cmov).
    if (bit) { s += x; asm volatile(""); }
    else { s ^= x >> 7; asm volatile(""); }
  }
  return s;
}

int main() {
  fb_begin();
  uint64_t s = kernel(fb_opaque(uint64_t(88172645463325252ull)), fb_opaque(STEPS));
  fb_end(s, 0);
}
