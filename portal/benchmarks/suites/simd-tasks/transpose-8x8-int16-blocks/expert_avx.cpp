static inline void transpose_8x8_lanes(__m256i r[8]) {
    // Three rounds of unpacks (16-, 32-, 64-bit) transpose the block held in each 128-bit lane.
    __m256i a0 = _mm256_unpacklo_epi16(r[0], r[1]), a1 = _mm256_unpackhi_epi16(r[0], r[1]);
    __m256i a2 = _mm256_unpacklo_epi16(r[2], r[3]), a3 = _mm256_unpackhi_epi16(r[2], r[3]);
    __m256i a4 = _mm256_unpacklo_epi16(r[4], r[5]), a5 = _mm256_unpackhi_epi16(r[4], r[5]);
    __m256i a6 = _mm256_unpacklo_epi16(r[6], r[7]), a7 = _mm256_unpackhi_epi16(r[6], r[7]);
    __m256i b0 = _mm256_unpacklo_epi32(a0, a2), b1 = _mm256_unpackhi_epi32(a0, a2);
    __m256i b2 = _mm256_unpacklo_epi32(a1, a3), b3 = _mm256_unpackhi_epi32(a1, a3);
    __m256i b4 = _mm256_unpacklo_epi32(a4, a6), b5 = _mm256_unpackhi_epi32(a4, a6);
    __m256i b6 = _mm256_unpacklo_epi32(a5, a7), b7 = _mm256_unpackhi_epi32(a5, a7);
    r[0] = _mm256_unpacklo_epi64(b0, b4);
    r[1] = _mm256_unpackhi_epi64(b0, b4);
    r[2] = _mm256_unpacklo_epi64(b1, b5);
    r[3] = _mm256_unpackhi_epi64(b1, b5);
    r[4] = _mm256_unpacklo_epi64(b2, b6);
    r[5] = _mm256_unpackhi_epi64(b2, b6);
    r[6] = _mm256_unpacklo_epi64(b3, b7);
    r[7] = _mm256_unpackhi_epi64(b3, b7);
}

void transpose_blocks_simd(const int16_t *input, int16_t *output, size_t count) {
    size_t m = 0;
    // Two blocks at once: block m in the low 128-bit lanes, block m + 1 in the high lanes.
    for (; m + 2 <= count; m += 2) {
        const __m128i *in = reinterpret_cast<const __m128i *>(input + 64 * m);
        __m128i *out = reinterpret_cast<__m128i *>(output + 64 * m);
        __m256i r[8];
        for (int k = 0; k < 8; k++)
            r[k] = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(in + k)), _mm_loadu_si128(in + 8 + k), 1);
        transpose_8x8_lanes(r);
        for (int k = 0; k < 8; k++) {
            _mm_storeu_si128(out + k, _mm256_castsi256_si128(r[k]));
            _mm_storeu_si128(out + 8 + k, _mm256_extracti128_si256(r[k], 1));
        }
    }
    if (m < count) {
        const __m128i *in = reinterpret_cast<const __m128i *>(input + 64 * m);
        __m128i *out = reinterpret_cast<__m128i *>(output + 64 * m);
        __m256i r[8];
        for (int k = 0; k < 8; k++) r[k] = _mm256_castsi128_si256(_mm_loadu_si128(in + k));
        transpose_8x8_lanes(r);
        for (int k = 0; k < 8; k++) _mm_storeu_si128(out + k, _mm256_castsi256_si128(r[k]));
    }
}
