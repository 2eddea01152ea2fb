// A: read, modify and write back every int of a 128 MiB array once, a[i] = a[i] * 3 + k (every line read, dirtied and written back; vectorized)
// B: read every int of the same array once, s += a[i] (read-only; vectorized)
// MCA: no
#include "kernel.h"

static const size_t N = size_t(32) << 20;  // 128 MiB of uint32

#if FB_VARIANT_A
FB_NOINLINE static uint32_t kernel(uint32_t *a, size_t n, uint32_t k) {
  for (size_t i = 0; i < n; ++i) a[i] = a[i] * 3 + k;
  return a[n / 3];
}
#else
FB_NOINLINE static uint32_t kernel(uint32_t *a, size_t n, uint32_t) {
  uint32_t s = 0;
  for (size_t i = 0; i < n; ++i) s += a[i];
  return s;
}
#endif

int main() {
  uint32_t *a = static_cast<uint32_t *>(fb_alloc(N * sizeof(uint32_t)));  // zeroed: every page touched
  fb_begin();
  uint32_t s = kernel(a, fb_opaque(N), fb_opaque(5u));
  fb_end(s, 0);
}
