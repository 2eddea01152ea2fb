bool all_digits_simd(const char *text, size_t length) {
    // c - '0' (wrapping) is a digit exactly when it is <= 9 as an unsigned byte, that is when
    // the saturating subtraction of 9 gives zero.
    const __m256i zero_char = _mm256_set1_epi8('0'), nine = _mm256_set1_epi8(9);
    size_t i = 0;
    for (; i + 128 <= length; i += 128) {
        const __m256i *p = reinterpret_cast<const __m256i *>(text + i);
        __m256i b0 = _mm256_subs_epu8(_mm256_sub_epi8(_mm256_loadu_si256(p), zero_char), nine);
        __m256i b1 = _mm256_subs_epu8(_mm256_sub_epi8(_mm256_loadu_si256(p + 1), zero_char), nine);
        __m256i b2 = _mm256_subs_epu8(_mm256_sub_epi8(_mm256_loadu_si256(p + 2), zero_char), nine);
        __m256i b3 = _mm256_subs_epu8(_mm256_sub_epi8(_mm256_loadu_si256(p + 3), zero_char), nine);
        __m256i bad = _mm256_or_si256(_mm256_or_si256(b0, b1), _mm256_or_si256(b2, b3));
        if (!_mm256_testz_si256(bad, bad)) return false;
    }
    for (; i + 32 <= length; i += 32) {
        __m256i bad = _mm256_subs_epu8(_mm256_sub_epi8(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(text + i)), zero_char), nine);
        if (!_mm256_testz_si256(bad, bad)) return false;
    }
    for (; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return false;
    }
    return true;
}
