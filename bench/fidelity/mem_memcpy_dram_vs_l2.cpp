// A: memcpy of 64 MiB between two 64 MiB buffers (DRAM to DRAM), 4 times: 256 MiB copied
// B: memcpy of 128 KiB between two 128 KiB buffers (L2-resident), 2048 times: the same 256 MiB copied
// MCA: no
#include "kernel.h"

#if FB_VARIANT_A
static const size_t BYTES = size_t(64) << 20;
static const int REPS = 4;
#else
static const size_t BYTES = size_t(128) << 10;
static const int REPS = 2048;
#endif

FB_NOINLINE static void kernel(char *dst, const char *src, int reps) {
  for (int r = 0; r < reps; ++r) {
    std::memcpy(dst, src, BYTES);
    asm volatile("" ::: "memory");  // every copy happens
  }
}

int main() {
  char *src = static_cast<char *>(fb_alloc(BYTES));
  char *dst = static_cast<char *>(fb_alloc(BYTES));
  for (size_t i = 0; i < BYTES; i += 64) src[i] = char(i >> 6);
  fb_begin();
  kernel(dst, src, fb_opaque(REPS));
  uint64_t s = 0;
  for (size_t i = 0; i < BYTES; i += 4096) s += uint8_t(dst[i]);
  fb_end(s, 0);
}
