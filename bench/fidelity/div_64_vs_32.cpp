// A: 3M independent 64-bit divisions, s += (i ^ K) / d with a 64-bit dividend near 2^63
// B: 3M independent 32-bit divisions, s += (i ^ K) / d with a 32-bit dividend near 2^31 (width alone)
// MCA: yes
#include "kernel.h"

static const uint64_t STEPS = 3u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint64_t kernel(uint64_t d, uint64_t steps) {
  uint64_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    s += (i ^ 0xF0F0F0F0F0F0F0F0ull) / d;
    FB_MCA_END();
  }
  return s;
}
#else
FB_SCALAR static uint64_t kernel(uint64_t d, uint64_t steps) {
  uint32_t d32 = uint32_t(d), s = 0;
  for (uint32_t i = 0; i < uint32_t(steps); ++i) {
    FB_MCA_BEGIN();
    s += (i ^ 0xF0F0F0F0u) / d32;
    FB_MCA_END();
  }
  return s;
}
#endif

int main() {
  fb_begin();
  uint64_t x = kernel(fb_opaque(uint64_t(7)), fb_opaque(STEPS));
  fb_end(x, STEPS);
}
