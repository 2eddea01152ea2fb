void masked_accumulate_simd(int16_t *accumulator, const int16_t *values, const uint8_t *mask, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        // 0xFF where the flag is zero, widened to one 16-bit mask per element.
        __m128i drop_a = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(mask + i)), zero);
        __m128i drop_b = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(mask + i + 16)), zero);
        __m256i d0 = _mm256_cvtepi8_epi16(drop_a), d1 = _mm256_cvtepi8_epi16(drop_b);
        __m256i *acc = reinterpret_cast<__m256i *>(accumulator + i);
        __m256i v0 = _mm256_andnot_si256(d0, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(values + i)));
        __m256i v1 = _mm256_andnot_si256(d1, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(values + i + 16)));
        _mm256_storeu_si256(acc, _mm256_add_epi16(_mm256_loadu_si256(acc), v0));
        _mm256_storeu_si256(acc + 1, _mm256_add_epi16(_mm256_loadu_si256(acc + 1), v1));
    }
    for (; i < length; i++) {
        if (mask[i]) accumulator[i] = static_cast<int16_t>(accumulator[i] + values[i]);
    }
}
