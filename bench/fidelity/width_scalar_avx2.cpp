// A: saxpy y = a*x + y over 2K floats (16 KiB for x and y, L1), 12000 passes, scalar (one float per step, vfmadd231ss)
// B: the same saxpy, 256-bit vectors (8 floats per step, vfmadd231ps ymm)
// MCA: yes
#include "kernel.h"

static const int N = 2048, REPS = 12000;

#if FB_VARIANT_A
FB_SCALAR static void kernel(float a, const float *x, float *y, int reps) {
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; ++i) {
      FB_MCA_BEGIN();
      y[i] = a * x[i] + y[i];
      FB_MCA_END();
    }
}
static const uint64_t ITERS = uint64_t(N) * REPS;
#else
FB_NOINLINE static void kernel(float a, const float *x, float *y, int reps) {
  __m256 va = _mm256_set1_ps(a);
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 8) {
      FB_MCA_BEGIN();
      _mm256_store_ps(y + i, _mm256_fmadd_ps(va, _mm256_load_ps(x + i), _mm256_load_ps(y + i)));
      FB_MCA_END();
    }
}
static const uint64_t ITERS = uint64_t(N) / 8 * REPS;
#endif

int main() {
  float *x = static_cast<float *>(fb_alloc(N * sizeof(float)));
  float *y = static_cast<float *>(fb_alloc(N * sizeof(float)));
  for (int i = 0; i < N; ++i) x[i] = (i % 11) * 0.125f;
  fb_begin();
  kernel(fb_opaque(0.5f), x, y, fb_opaque(REPS));
  double s = 0;
  for (int i = 0; i < N; ++i) s += y[i];
  fb_end(uint64_t(s), ITERS);
}
