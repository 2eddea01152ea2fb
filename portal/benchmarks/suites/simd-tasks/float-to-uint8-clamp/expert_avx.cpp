void float_to_uint8_clamp_simd(const float *input, float scale, uint8_t *output, size_t length) {
    const __m256 factor = _mm256_set1_ps(scale);
    // The packs work within 128-bit lanes; this restores the element order.
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        __m256i a = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(input + i), factor));
        __m256i b = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(input + i + 8), factor));
        __m256i c = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(input + i + 16), factor));
        __m256i d = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(input + i + 24), factor));
        __m256i bytes = _mm256_packus_epi16(_mm256_packs_epi32(a, b), _mm256_packs_epi32(c, d));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), _mm256_permutevar8x32_epi32(bytes, order));
    }
    for (; i + 8 <= length; i += 8) {
        __m256i a = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(input + i), factor));
        __m128i words = _mm_packs_epi32(_mm256_castsi256_si128(a), _mm256_extracti128_si256(a, 1));
        _mm_storel_epi64(reinterpret_cast<__m128i *>(output + i), _mm_packus_epi16(words, words));
    }
    for (; i < length; i++) {
        int value = _mm_cvtss_si32(_mm_set_ss(input[i] * scale));
        output[i] = static_cast<uint8_t>(value < 0 ? 0 : value > 255 ? 255 : value);
    }
}
