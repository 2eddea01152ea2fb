void threshold_replace_simd(int16_t *values, size_t length, int16_t threshold, int16_t replacement) {
    const __m256i limit = _mm256_set1_epi16(threshold), fill = _mm256_set1_epi16(replacement);
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(values + i));
        __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(values + i + 16));
        a = _mm256_blendv_epi8(a, fill, _mm256_cmpgt_epi16(a, limit));
        b = _mm256_blendv_epi8(b, fill, _mm256_cmpgt_epi16(b, limit));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(values + i), a);
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(values + i + 16), b);
    }
    for (; i + 8 <= length; i += 8) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(values + i));
        v = _mm_blendv_epi8(v, _mm256_castsi256_si128(fill), _mm_cmpgt_epi16(v, _mm256_castsi256_si128(limit)));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(values + i), v);
    }
    for (; i < length; i++) {
        if (values[i] > threshold) values[i] = replacement;
    }
}
