// A: write a 128 MiB array once with non-temporal stores, _mm256_stream_si256, then _mm_sfence (no read for ownership: each line goes to memory once)
// B: write the same array once with ordinary stores, _mm256_store_si256 (write-allocate: each line read, dirtied and written back)
// MCA: no
#include "kernel.h"

static const size_t N = size_t(128) << 20;  // bytes

FB_NOINLINE static uint32_t kernel(__m256i *a, size_t n, uint32_t k) {
  __m256i v = _mm256_set1_epi32(int(k)), step = _mm256_set1_epi32(1);
  for (size_t i = 0; i < n; ++i) {
#if FB_VARIANT_A
    _mm256_stream_si256(a + i, v);
#else
    _mm256_store_si256(a + i, v);
#endif
    v = _mm256_add_epi32(v, step);
  }
#if FB_VARIANT_A
  _mm_sfence();  // the write-combining buffers drain before the stores count as done
#endif
  return uint32_t(_mm256_extract_epi32(a[n / 3], 0));
}

int main() {
  __m256i *a = static_cast<__m256i *>(fb_alloc(N));  // zeroed: every page touched
  fb_begin();
  uint32_t s = kernel(a, fb_opaque(N / sizeof(__m256i)), fb_opaque(5u));
  fb_end(s, 0);
}
