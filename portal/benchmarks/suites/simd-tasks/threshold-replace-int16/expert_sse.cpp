void threshold_replace_simd(int16_t *values, size_t length, int16_t threshold, int16_t replacement) {
    const __m128i limit = _mm_set1_epi16(threshold), fill = _mm_set1_epi16(replacement);
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(values + i));
        __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(values + i + 8));
        a = _mm_blendv_epi8(a, fill, _mm_cmpgt_epi16(a, limit));
        b = _mm_blendv_epi8(b, fill, _mm_cmpgt_epi16(b, limit));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(values + i), a);
        _mm_storeu_si128(reinterpret_cast<__m128i *>(values + i + 8), b);
    }
    for (; i < length; i++) {
        if (values[i] > threshold) values[i] = replacement;
    }
}
