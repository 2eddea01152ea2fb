// A: 8M steps of x = x * K + i in one chain: each multiply-add waits for the last (imul latency)
// B: the same 8M multiply-adds in four independent chains (integer throughput)
// MCA: yes
#include "kernel.h"

static const uint64_t STEPS = 8u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint64_t kernel(uint64_t k, uint64_t steps) {
  uint64_t x = 1;
  for (uint64_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    x = x * k + i;
    FB_MCA_END();
  }
  return x;
}
static const uint64_t ITERS = STEPS;
#else
FB_SCALAR static uint64_t kernel(uint64_t k, uint64_t steps) {
  uint64_t x0 = 1, x1 = 2, x2 = 3, x3 = 4;
  for (uint64_t i = 0; i < steps; i += 4) {
    FB_MCA_BEGIN();
    x0 = x0 * k + i; x1 = x1 * k + i; x2 = x2 * k + i; x3 = x3 * k + i;
    FB_MCA_END();
  }
  return x0 ^ x1 ^ x2 ^ x3;
}
static const uint64_t ITERS = STEPS / 4;
#endif

int main() {
  fb_begin();
  uint64_t x = kernel(fb_opaque(uint64_t(0x9E3779B97F4A7C15ull)), fb_opaque(STEPS));
  fb_end(x, ITERS);
}
