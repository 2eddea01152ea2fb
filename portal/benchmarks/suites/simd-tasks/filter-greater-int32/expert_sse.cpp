// For each 4-bit mask of selected lanes, the pshufb control that moves those lanes to the front.
struct FilterShuffles {
    uint8_t control[16][16];
    constexpr FilterShuffles() : control() {
        for (int mask = 0; mask < 16; mask++) {
            int out = 0;
            for (int lane = 0; lane < 4; lane++) {
                if (!(mask & (1 << lane))) continue;
                for (int byte = 0; byte < 4; byte++) control[mask][out * 4 + byte] = static_cast<uint8_t>(lane * 4 + byte);
                out++;
            }
            for (; out < 4; out++)
                for (int byte = 0; byte < 4; byte++) control[mask][out * 4 + byte] = 0x80;
        }
    }
};
static constexpr FilterShuffles filter_shuffles;

size_t filter_greater_simd(const int32_t *input, size_t length, int32_t threshold, int32_t *output) {
    const __m128i limit = _mm_set1_epi32(threshold);
    size_t count = 0, i = 0;
    // Each store writes a full vector at output + count; count <= i keeps it inside output.
    for (; i + 4 <= length; i += 4) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(input + i));
        int mask = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpgt_epi32(v, limit)));
        __m128i control = _mm_loadu_si128(reinterpret_cast<const __m128i *>(filter_shuffles.control[mask]));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + count), _mm_shuffle_epi8(v, control));
        count += static_cast<size_t>(_mm_popcnt_u32(static_cast<unsigned>(mask)));
    }
    for (; i < length; i++) {
        if (input[i] > threshold) output[count++] = input[i];
    }
    return count;
}
