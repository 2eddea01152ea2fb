// A: 4M independent 32-bit divisions, s += (i ^ K) / d
// B: 4M independent 32-bit multiplications, s += (i ^ K) * m (same loop, imul instead of div)
// MCA: yes
#include "kernel.h"

static const uint32_t STEPS = 4u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint32_t kernel(uint32_t d, uint32_t steps) {
  uint32_t s = 0;
  for (uint32_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    s += (i ^ 0xF0F0F0F0u) / d;
    FB_MCA_END();
  }
  return s;
}
#else
FB_SCALAR static uint32_t kernel(uint32_t m, uint32_t steps) {
  uint32_t s = 0;
  for (uint32_t i = 0; i < steps; ++i) {
    FB_MCA_BEGIN();
    s += (i ^ 0xF0F0F0F0u) * m;
    FB_MCA_END();
  }
  return s;
}
#endif

int main() {
  fb_begin();
  uint32_t x = kernel(fb_opaque(uint32_t(7)), fb_opaque(STEPS));
  fb_end(x, STEPS);
}
