void to_upper_ascii_simd(char *text, size_t length) {
    // Signed byte compares: bytes >= 0x80 are negative and never fall in 'a'..'z'.
    const __m128i below = _mm_set1_epi8('a' - 1), above = _mm_set1_epi8('z' + 1), flip = _mm_set1_epi8(0x20);
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m128i *p = reinterpret_cast<__m128i *>(text + i);
        __m128i c = _mm_loadu_si128(p);
        __m128i lower = _mm_and_si128(_mm_cmpgt_epi8(c, below), _mm_cmpgt_epi8(above, c));
        _mm_storeu_si128(p, _mm_sub_epi8(c, _mm_and_si128(lower, flip)));
    }
    for (; i < length; i++) {
        if (text[i] >= 'a' && text[i] <= 'z') text[i] = static_cast<char>(text[i] - 'a' + 'A');
    }
}
