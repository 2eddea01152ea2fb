// A: copy 16 KiB (L1-resident) one byte per step in a scalar loop, 2048 times: 32 MiB copied
// B: the same 2048 copies of 16 KiB with memcpy (glibc's vector copy, pinned by the profile)
// MCA: no (B is a library call)
#include "kernel.h"

static const size_t BYTES = size_t(16) << 10;
static const int REPS = 2048;

#if FB_VARIANT_A
FB_SCALAR static void kernel(char *dst, const char *src, int reps) {
  for (int r = 0; r < reps; ++r) {
    for (size_t i = 0; i < BYTES; ++i) {
      FB_MCA_BEGIN();  // also keeps GCC from turning the loop into a memcpy call
      dst[i] = src[i];
      FB_MCA_END();
    }
    asm volatile("" ::: "memory");
  }
}
#else
FB_NOINLINE static void kernel(char *dst, const char *src, int reps) {
  for (int r = 0; r < reps; ++r) {
    std::memcpy(dst, src, BYTES);
    asm volatile("" ::: "memory");
  }
}
#endif

int main() {
  char *src = static_cast<char *>(fb_alloc(BYTES));
  char *dst = static_cast<char *>(fb_alloc(BYTES));
  for (size_t i = 0; i < BYTES; ++i) src[i] = char(i * 13);
  fb_begin();
  kernel(dst, src, fb_opaque(REPS));
  uint64_t s = 0;
  for (size_t i = 0; i < BYTES; ++i) s += uint8_t(dst[i]);
  fb_end(s, 0);
}
