// A: sequential int loads from 16 streams whose bases share one offset within a 4 KiB page: the 16 lines in use map to one 8-way L1 set, so each line is evicted before the stream's next load from it and every load misses L1
// B: the same loads from 16 streams whose bases are 5 lines apart: the 16 lines sit in 16 sets and a line misses once per 16 loads
// MCA: no
#include "kernel.h"

static const size_t STREAMS = 16;
static const size_t PER_STREAM = size_t(64) << 10;  // ints a stream: 256 KiB, so the 16 streams' 4 MiB outgrow L2
static const size_t SPAN = PER_STREAM * sizeof(uint32_t) + 4096;  // a stream's share of the buffer, a whole number of pages
static const int PASSES = 8;

FB_SCALAR static uint32_t kernel(uint32_t **streams, size_t n, int passes) {
  uint32_t s = 0;
  for (int pass = 0; pass < passes; ++pass)
    for (size_t i = 0; i < n; ++i)
      for (size_t k = 0; k < STREAMS; ++k) s += streams[k][i];
  return s;
}

int main() {
  char *buffer = static_cast<char *>(fb_alloc(STREAMS * SPAN));  // zeroed: every page touched
  uint32_t *streams[STREAMS];
  for (size_t k = 0; k < STREAMS; ++k) streams[k] = reinterpret_cast<uint32_t *>(buffer + k * SPAN + (FB_VARIANT_A ? 0 : k * 5 * 64));
  for (size_t k = 0; k < STREAMS; ++k) streams[k][k] = uint32_t(k);  // a sum the compiler cannot know
  fb_begin();
  uint32_t s = kernel(streams, fb_opaque(PER_STREAM), fb_opaque(PASSES));
  fb_end(s, 0);
}
