// A: 4M independent loads striding 4 KiB + 64 B over 8192 pages (32 MiB span, one line per page): beyond both TLB levels
// B: 4M loads with the same stride over 128 pages (512 KiB span, every line): the same 8192 lines (512 KiB, L2), few pages
// MCA: no
#include "kernel.h"

static const uint64_t STEPS = 4u << 20;

#if FB_VARIANT_A
static const size_t PAGES = 8192;
static inline size_t offset(uint64_t i) {
  uint64_t page = i & (PAGES - 1);
  return page * 4096 + (page & 63) * 64;
}
#else
static const size_t PAGES = 128;
static inline size_t offset(uint64_t i) {
  uint64_t page = i & (PAGES - 1);
  return page * 4096 + (((i >> 7) + page) & 63) * 64;
}
#endif

FB_SCALAR static uint64_t kernel(const char *buf, uint64_t steps) {
  uint64_t s = 0;
  for (uint64_t i = 0; i < steps; ++i) s += *reinterpret_cast<const uint32_t *>(buf + offset(i));
  return s;
}

int main() {
  char *buf = static_cast<char *>(fb_alloc(PAGES * 4096));
  for (uint64_t i = 0; i < 8192; ++i) *reinterpret_cast<uint32_t *>(buf + offset(i)) = uint32_t(i);
  fb_begin();
  uint64_t s = kernel(buf, fb_opaque(STEPS));
  fb_end(s, 0);
}
