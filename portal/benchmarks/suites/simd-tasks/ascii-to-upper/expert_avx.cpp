void to_upper_ascii_simd(char *text, size_t length) {
    // Signed byte compares: bytes >= 0x80 are negative and never fall in 'a'..'z'.
    const __m256i below = _mm256_set1_epi8('a' - 1), above = _mm256_set1_epi8('z' + 1), flip = _mm256_set1_epi8(0x20);
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        __m256i *p = reinterpret_cast<__m256i *>(text + i);
        __m256i c = _mm256_loadu_si256(p);
        __m256i lower = _mm256_and_si256(_mm256_cmpgt_epi8(c, below), _mm256_cmpgt_epi8(above, c));
        _mm256_storeu_si256(p, _mm256_sub_epi8(c, _mm256_and_si256(lower, flip)));
    }
    for (; i + 16 <= length; i += 16) {
        __m128i *p = reinterpret_cast<__m128i *>(text + i);
        __m128i c = _mm_loadu_si128(p);
        __m128i lower = _mm_and_si128(_mm_cmpgt_epi8(c, _mm256_castsi256_si128(below)),
                                      _mm_cmpgt_epi8(_mm256_castsi256_si128(above), c));
        _mm_storeu_si128(p, _mm_sub_epi8(c, _mm_and_si128(lower, _mm256_castsi256_si128(flip))));
    }
    for (; i < length; i++) {
        if (text[i] >= 'a' && text[i] <= 'z') text[i] = static_cast<char>(text[i] - 'a' + 'A');
    }
}
