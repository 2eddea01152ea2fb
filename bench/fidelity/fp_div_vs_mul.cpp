// A: vdivpd (4 doubles) of every vector of a 1K-double array (L1) by a constant vector, 4 accumulators, 32000 passes
// B: the same loop with vmulpd instead of vdivpd
// MCA: yes
#include "kernel.h"

static const int N = 1024, REPS = 32000;

#if FB_VARIANT_A
#define OP _mm256_div_pd
#else
#define OP _mm256_mul_pd
#endif

FB_NOINLINE static double kernel(const double *x, double c, int reps) {
  __m256d a0 = _mm256_setzero_pd(), a1 = a0, a2 = a0, a3 = a0, k = _mm256_set1_pd(c);
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 16) {
      FB_MCA_BEGIN();
      a0 = _mm256_add_pd(a0, OP(_mm256_load_pd(x + i), k));
      a1 = _mm256_add_pd(a1, OP(_mm256_load_pd(x + i + 4), k));
      a2 = _mm256_add_pd(a2, OP(_mm256_load_pd(x + i + 8), k));
      a3 = _mm256_add_pd(a3, OP(_mm256_load_pd(x + i + 12), k));
      FB_MCA_END();
    }
  double out[4];
  _mm256_storeu_pd(out, _mm256_add_pd(_mm256_add_pd(a0, a1), _mm256_add_pd(a2, a3)));
  return out[0] + out[1] + out[2] + out[3];
}

int main() {
  double *x = static_cast<double *>(fb_alloc(N * sizeof(double)));
  for (int i = 0; i < N; ++i) x[i] = 1.0 + (i % 13);
  fb_begin();
  double s = kernel(x, fb_opaque(2.0), fb_opaque(REPS));
  fb_end(uint64_t(s), uint64_t(N) / 16 * REPS);
}
