// A: sum of 12M doubles (16 KiB array, L1) into one accumulator: every add waits for the last (FP add latency)
// B: the same 12M adds spread over four accumulators (FP add throughput)
// MCA: yes
#include "kernel.h"

static const int N = 2048, REPS = 6000;

#if FB_VARIANT_A
FB_SCALAR static double kernel(const double *a, int reps) {
  double s = 0;
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; ++i) {
      FB_MCA_BEGIN();
      s += a[i];
      FB_MCA_END();
    }
  return s;
}
static const uint64_t ITERS = uint64_t(N) * REPS;
#else
FB_SCALAR static double kernel(const double *a, int reps) {
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (int r = 0; r < reps; ++r)
    for (int i = 0; i < N; i += 4) {
      FB_MCA_BEGIN();
      s0 += a[i]; s1 += a[i + 1]; s2 += a[i + 2]; s3 += a[i + 3];
      FB_MCA_END();
    }
  return (s0 + s1) + (s2 + s3);
}
static const uint64_t ITERS = uint64_t(N) / 4 * REPS;
#endif

int main() {
  double *a = static_cast<double *>(fb_alloc(N * sizeof(double)));
  for (int i = 0; i < N; ++i) a[i] = (i % 7) * 0.25;
  fb_begin();
  double s = kernel(a, fb_opaque(REPS));
  fb_end(uint64_t(s), ITERS);
}
