// A: saxpy y = a*x + y over 2K floats (16 KiB for x and y, L1), 12000 passes, scalar (one float per step, vfmadd231ss)
// B: the same saxpy, 128-bit vectors (4 floats per step, vfmadd231ps xmm)
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
  __m128 va = _mm_set1_ps(a);
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 4) {
      FB_MCA_BEGIN();
      _mm_store_ps(y + i, _mm_fmadd_ps(va, _mm_load_ps(x + i), _mm_load_ps(y + i)));
      FB_MCA_END();
    }
}
static const uint64_t ITERS = uint64_t(N) / 4 * REPS;
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
