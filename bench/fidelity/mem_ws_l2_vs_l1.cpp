// A: pointer chase, 4M dependent loads over a random cycle of one node per 64 B line in 128 KiB (L2-resident)
// B: the same chase over 16 KiB (L1-resident)
// MCA: no
#include "kernel.h"

static const size_t STRIDE = 64;
static const uint64_t STEPS = 4000000;
#if FB_VARIANT_A
static const size_t BYTES = 128 << 10;
#else
static const size_t BYTES = 16 << 10;
#endif

FB_SCALAR static uint64_t kernel(void **start, uint64_t steps) {
  void **p = start;
  for (uint64_t i = 0; i < steps; ++i) p = static_cast<void **>(*p);
  return uint64_t(reinterpret_cast<char *>(p) - reinterpret_cast<char *>(start));
}

int main() {
  char *base = static_cast<char *>(fb_alloc(BYTES));
  void **start = fb_make_chase(base, BYTES / STRIDE, STRIDE, 11);
  if (BYTES <= (size_t(32) << 20)) kernel(start, BYTES / STRIDE);  // one lap before the region: the working set is warm, as after any set-up
  fb_begin();
  uint64_t s = kernel(start, fb_opaque(STEPS));
  fb_end(s, 0);
}
