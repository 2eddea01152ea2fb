// A: 12M steps of buf[i+1] = buf[i] + 1 through memory: each load waits for the previous store (store-to-load forwarding chain)
// B: 12M steps of dst[i] = src[i] + 1: the same loads, adds and stores, independent of each other
// MCA: yes
#include "kernel.h"

static const uint64_t STEPS = 12u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint64_t kernel(volatile uint64_t *buf, volatile uint64_t *, uint64_t steps) {
  for (uint64_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    buf[(i + 1) & 63] = buf[i & 63] + 1;
    FB_MCA_END();
  }
  return buf[steps & 63];
}
#else
FB_SCALAR static uint64_t kernel(volatile uint64_t *buf, volatile uint64_t *src, uint64_t steps) {
  for (uint64_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    buf[(i + 1) & 63] = src[i & 63] + 1;
    FB_MCA_END();
  }
  return buf[steps & 63];
}
#endif

int main() {
  // One page, src 2 KiB after buf: page-aligned arrays would make every load of B share its
  // address's low 12 bits with the store of the step before (4K aliasing, a false dependence).
  uint64_t *buf = static_cast<uint64_t *>(fb_alloc(4096));
  uint64_t *src = buf + 256;
  for (int i = 0; i < 64; ++i) src[i] = i;
  fb_begin();
  uint64_t x = kernel(buf, src, fb_opaque(STEPS));
  fb_end(x, STEPS);
}
