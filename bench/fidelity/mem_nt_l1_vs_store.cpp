// A: write a 16 KiB (L1-resident) buffer 16384 times with non-temporal stores, _mm256_stream_si256 (every line to memory, every time)
// B: the same writes with ordinary stores, _mm256_store_si256 (every line stays dirty in L1)
// MCA: no
#include "kernel.h"

static const size_t BYTES = 16 << 10;
static const size_t REPS = 16384;  // 256 MiB written in all

FB_NOINLINE static uint32_t kernel(__m256i *a, size_t n, size_t reps) {
  __m256i v = _mm256_setzero_si256(), step = _mm256_set1_epi32(1);
  for (size_t r = 0; r < reps; ++r) {
    for (size_t i = 0; i < n; ++i) {
#if FB_VARIANT_A
      _mm256_stream_si256(a + i, v);
#else
      _mm256_store_si256(a + i, v);
#endif
    }
    v = _mm256_add_epi32(v, step);
    asm volatile("" ::: "memory");  // every pass's stores stay: none is dead
  }
#if FB_VARIANT_A
  _mm_sfence();
#endif
  return uint32_t(_mm256_extract_epi32(a[n / 3], 0));
}

int main() {
  __m256i *a = static_cast<__m256i *>(fb_alloc(BYTES));
  kernel(a, BYTES / sizeof(__m256i), 1);  // one pass before the region: the buffer is in L1, as after any set-up
  fb_begin();
  uint32_t s = kernel(a, fb_opaque(BYTES / sizeof(__m256i)), fb_opaque(REPS));
  fb_end(s, 0);
}
