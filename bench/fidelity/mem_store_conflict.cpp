// A: sequential int stores into 16 streams whose bases share one offset within a 4 KiB page: the 16 lines in flight map to one 8-way L1 set, so each line is evicted before the stream's next store to it and every store misses L1
// B: the same stores into 16 streams whose bases are 5 lines apart: the 16 lines sit in 16 sets and a line misses once per 16 stores
// MCA: no
#include "kernel.h"

static const size_t STREAMS = 16;
static const size_t PER_STREAM = size_t(64) << 10;  // ints a stream: 256 KiB, so the 16 streams' 4 MiB outgrow L2
static const size_t SPAN = PER_STREAM * sizeof(uint32_t) + 4096;  // a stream's share of the buffer, a whole number of pages
static const int PASSES = 8;  // B's pass takes under half a millisecond natively: too short to time alone

FB_NOINLINE static uint32_t kernel(uint32_t **streams, size_t n, int passes) {
  for (int pass = 0; pass < passes; ++pass)
    for (size_t i = 0; i < n; ++i)
      for (size_t k = 0; k < STREAMS; ++k) streams[k][i] = uint32_t(i + k + pass);
  return streams[STREAMS - 1][n / 3];
}

int main() {
  char *buffer = static_cast<char *>(fb_alloc(STREAMS * SPAN));  // zeroed: every page touched
  uint32_t *streams[STREAMS];
  for (size_t k = 0; k < STREAMS; ++k) streams[k] = reinterpret_cast<uint32_t *>(buffer + k * SPAN + (FB_VARIANT_A ? 0 : k * 5 * 64));
  fb_begin();
  uint32_t s = kernel(streams, fb_opaque(PER_STREAM), fb_opaque(PASSES));
  fb_end(s, 0);
}
