// A: AVX2 gather (vpgatherdd, 8 lookups) from a 2K-entry int table (L1) at indices read from a 4K array, 6000 passes
// B: the same 8 lookups per step as scalar loads (index load + table load each), summed in a tree
// MCA: yes
#include "kernel.h"

static const int T = 2048, N = 4096, REPS = 6000;

#if FB_VARIANT_A
FB_NOINLINE static uint32_t kernel(const int *table, const int *idx, int reps) {
  __m256i acc = _mm256_setzero_si256();
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 8) {
      FB_MCA_BEGIN();
      __m256i v = _mm256_load_si256(reinterpret_cast<const __m256i *>(idx + i));
      acc = _mm256_add_epi32(acc, _mm256_i32gather_epi32(table, v, 4));
      FB_MCA_END();
    }
  uint32_t out[8];
  _mm256_storeu_si256(reinterpret_cast<__m256i *>(out), acc);
  return out[0] + out[1] + out[2] + out[3] + out[4] + out[5] + out[6] + out[7];
}
#else
FB_SCALAR static uint32_t kernel(const int *table, const int *idx, int reps) {
  uint32_t s = 0;
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 8) {
      FB_MCA_BEGIN();
      uint32_t t0 = table[idx[i]], t1 = table[idx[i + 1]], t2 = table[idx[i + 2]], t3 = table[idx[i + 3]];
      uint32_t t4 = table[idx[i + 4]], t5 = table[idx[i + 5]], t6 = table[idx[i + 6]], t7 = table[idx[i + 7]];
      s += ((t0 + t1) + (t2 + t3)) + ((t4 + t5) + (t6 + t7));
      FB_MCA_END();
    }
  return s;
}
#endif

int main() {
  int *table = static_cast<int *>(fb_alloc(T * sizeof(int)));
  int *idx = static_cast<int *>(fb_alloc(N * sizeof(int)));
  uint64_t seed = 42;
  for (int i = 0; i < T; ++i) table[i] = int(fb_rand(seed) & 0xFFFF);
  for (int i = 0; i < N; ++i) idx[i] = int(fb_rand(seed) % T);
  fb_begin();
  uint32_t s = kernel(table, idx, fb_opaque(REPS));
  fb_end(s, uint64_t(N) / 8 * REPS);
}
