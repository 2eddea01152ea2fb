void masked_accumulate_simd(int16_t *accumulator, const int16_t *values, const uint8_t *mask, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        // 0xFF where the flag is zero; duplicating each byte gives one 16-bit mask per element.
        __m128i drop = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(mask + i)), zero);
        __m128i drop_lo = _mm_unpacklo_epi8(drop, drop), drop_hi = _mm_unpackhi_epi8(drop, drop);
        __m128i *acc = reinterpret_cast<__m128i *>(accumulator + i);
        __m128i v0 = _mm_andnot_si128(drop_lo, _mm_loadu_si128(reinterpret_cast<const __m128i *>(values + i)));
        __m128i v1 = _mm_andnot_si128(drop_hi, _mm_loadu_si128(reinterpret_cast<const __m128i *>(values + i + 8)));
        _mm_storeu_si128(acc, _mm_add_epi16(_mm_loadu_si128(acc), v0));
        _mm_storeu_si128(acc + 1, _mm_add_epi16(_mm_loadu_si128(acc + 1), v1));
    }
    for (; i < length; i++) {
        if (mask[i]) accumulator[i] = static_cast<int16_t>(accumulator[i] + values[i]);
    }
}
