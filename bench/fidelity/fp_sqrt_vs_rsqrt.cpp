// A: vsqrtps (8 floats) of every vector of a 2K-float array (L1), 4 accumulators, 25600 passes
// B: the same loop with vrsqrtps (the approximate reciprocal square root) instead
// MCA: yes
#include "kernel.h"

static const int N = 2048, REPS = 25600;

#if FB_VARIANT_A
#define OP _mm256_sqrt_ps
#else
#define OP _mm256_rsqrt_ps
#endif

FB_NOINLINE static float kernel(const float *x, int reps) {
  __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 32) {
      FB_MCA_BEGIN();
      a0 = _mm256_add_ps(a0, OP(_mm256_load_ps(x + i)));
      a1 = _mm256_add_ps(a1, OP(_mm256_load_ps(x + i + 8)));
      a2 = _mm256_add_ps(a2, OP(_mm256_load_ps(x + i + 16)));
      a3 = _mm256_add_ps(a3, OP(_mm256_load_ps(x + i + 24)));
      FB_MCA_END();
    }
  float out[8];
  _mm256_storeu_ps(out, _mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)));
  return out[0] + out[1] + out[2] + out[3] + out[4] + out[5] + out[6] + out[7];
}

int main() {
  float *x = static_cast<float *>(fb_alloc(N * sizeof(float)));
  for (int i = 0; i < N; ++i) x[i] = 1.0f + (i % 97);
  fb_begin();
  float s = kernel(x, fb_opaque(REPS));
  // Rounded: the checksum must not depend on the last bits of an approximation.
  fb_end(uint64_t(s / 1e6f), uint64_t(N) / 32 * REPS);
}
