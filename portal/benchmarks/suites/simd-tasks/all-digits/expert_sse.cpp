bool all_digits_simd(const char *text, size_t length) {
    // c - '0' (wrapping) is a digit exactly when it is <= 9 as an unsigned byte, that is when
    // the saturating subtraction of 9 gives zero.
    const __m128i zero_char = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9);
    size_t i = 0;
    for (; i + 64 <= length; i += 64) {
        const __m128i *p = reinterpret_cast<const __m128i *>(text + i);
        __m128i b0 = _mm_subs_epu8(_mm_sub_epi8(_mm_loadu_si128(p), zero_char), nine);
        __m128i b1 = _mm_subs_epu8(_mm_sub_epi8(_mm_loadu_si128(p + 1), zero_char), nine);
        __m128i b2 = _mm_subs_epu8(_mm_sub_epi8(_mm_loadu_si128(p + 2), zero_char), nine);
        __m128i b3 = _mm_subs_epu8(_mm_sub_epi8(_mm_loadu_si128(p + 3), zero_char), nine);
        __m128i bad = _mm_or_si128(_mm_or_si128(b0, b1), _mm_or_si128(b2, b3));
        if (!_mm_testz_si128(bad, bad)) return false;
    }
    for (; i + 16 <= length; i += 16) {
        __m128i bad = _mm_subs_epu8(_mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(text + i)), zero_char), nine);
        if (!_mm_testz_si128(bad, bad)) return false;
    }
    for (; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return false;
    }
    return true;
}
