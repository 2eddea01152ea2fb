// A: horizontal adds: 8 independent accumulators, acc = vphaddd(acc, v) with v loaded from a 4 KiB array, 96000 passes
// B: the same loop with vertical adds, acc = vpaddd(acc, v)
// MCA: yes
#include "kernel.h"

static const int N = 1024, REPS = 96000;  // B takes 10 ms natively: at 24000 passes its 2-3 ms varied 2x between runs

#if FB_VARIANT_A
#define OP _mm256_hadd_epi32
#else
#define OP _mm256_add_epi32
#endif

FB_NOINLINE static uint32_t kernel(const int *x, int reps) {
  // Distinct starting values: identical accumulators would be merged into one by the compiler.
  __m256i a0 = _mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 8), a1 = _mm256_add_epi32(a0, a0), a2 = _mm256_add_epi32(a1, a0),
          a3 = _mm256_add_epi32(a2, a0), a4 = _mm256_add_epi32(a3, a0), a5 = _mm256_add_epi32(a4, a0),
          a6 = _mm256_add_epi32(a5, a0), a7 = _mm256_add_epi32(a6, a0);
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 8) {
      FB_MCA_BEGIN();
      __m256i v = _mm256_load_si256(reinterpret_cast<const __m256i *>(x + i));
      a0 = OP(a0, v); a1 = OP(a1, v); a2 = OP(a2, v); a3 = OP(a3, v);
      a4 = OP(a4, v); a5 = OP(a5, v); a6 = OP(a6, v); a7 = OP(a7, v);
      FB_MCA_END();
    }
  __m256i t = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(a0, a1), _mm256_xor_si256(a2, a3)),
                               _mm256_xor_si256(_mm256_xor_si256(a4, a5), _mm256_xor_si256(a6, a7)));
  uint32_t out[8];
  _mm256_storeu_si256(reinterpret_cast<__m256i *>(out), t);
  return out[0] ^ out[1] ^ out[2] ^ out[3] ^ out[4] ^ out[5] ^ out[6] ^ out[7];
}

int main() {
  int *x = static_cast<int *>(fb_alloc(N * sizeof(int)));
  for (int i = 0; i < N; ++i) x[i] = i * 3 + 1;
  fb_begin();
  uint32_t s = kernel(x, fb_opaque(REPS));
  fb_end(s, uint64_t(N) / 8 * REPS);
}
