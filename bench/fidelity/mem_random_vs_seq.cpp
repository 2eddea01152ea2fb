// A: 8M scalar loads at random indices (a hash of the counter) of a 64 MiB int array (beyond every L3)
// B: 8M scalar loads in sequence (the first 32 MiB of the same array): prefetched streaming
// MCA: no
#include "kernel.h"

static const size_t N = size_t(16) << 20;  // 64 MiB of uint32
static const uint64_t STEPS = 8u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint32_t kernel(const uint32_t *a, uint64_t steps) {
  uint32_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) s += a[(i * 0x9E3779B97F4A7C15ull) >> (64 - 24)];
  return s;
}
#else
FB_SCALAR static uint32_t kernel(const uint32_t *a, uint64_t steps) {
  uint32_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) s += a[i];
  return s;
}
#endif

int main() {
  uint32_t *a = static_cast<uint32_t *>(fb_alloc(N * sizeof(uint32_t)));
  for (size_t i = 0; i < N; ++i) a[i] = uint32_t(i * 7);
  fb_begin();
  uint32_t s = kernel(a, fb_opaque(STEPS));
  fb_end(s, 0);
}
