// A: 8M scalar loads with a 64 B stride (one per cache line) through a 64 MiB int array, 8 passes (word k of each line in pass k)
// B: 8M scalar loads in sequence (the first 32 MiB of the same array): 16 loads per line fetched
// MCA: no
#include "kernel.h"

static const size_t N = size_t(16) << 20;  // 64 MiB of uint32
static const uint64_t STEPS = 8u << 20;

#if FB_VARIANT_A
FB_SCALAR static uint32_t kernel(const uint32_t *a, uint64_t steps) {
  uint32_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) s += a[((i << 4) + (i >> 20)) & (N - 1)];
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
