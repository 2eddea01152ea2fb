void rgb_to_rgba_simd(const uint8_t *rgb, uint8_t alpha, uint8_t *rgba, size_t length) {
    // 8 pixels: 24 source bytes = 6 dwords; vpermd puts dwords 0-2 in the low lane and 3-5 in
    // the high lane, then vpshufb spreads each lane's 12 bytes to 16 and alpha is ORed in.
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 2, 3, 4, 5, 5);
    const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,
                                            0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m256i alphas = _mm256_set1_epi32(static_cast<int>(static_cast<uint32_t>(alpha) << 24));
    size_t i = 0;
    // Each load reads 32 bytes of which 24 are used: stay 8 bytes clear of the end.
    for (; 3 * (i + 32) + 8 <= 3 * length; i += 32) {
        for (int k = 0; k < 4; k++) {
            __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(rgb + 3 * (i + 8 * k)));
            __m256i pixels = _mm256_shuffle_epi8(_mm256_permutevar8x32_epi32(v, lanes), spread);
            _mm256_storeu_si256(reinterpret_cast<__m256i *>(rgba + 4 * (i + 8 * k)), _mm256_or_si256(pixels, alphas));
        }
    }
    for (; i < length; i++) {
        rgba[4 * i] = rgb[3 * i];
        rgba[4 * i + 1] = rgb[3 * i + 1];
        rgba[4 * i + 2] = rgb[3 * i + 2];
        rgba[4 * i + 3] = alpha;
    }
}
