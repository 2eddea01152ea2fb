void rgb_to_rgba_simd(const uint8_t *rgb, uint8_t alpha, uint8_t *rgba, size_t length) {
    // Spread 12 bytes (4 pixels) to 16, leaving byte 3 of every pixel zero, then OR in alpha.
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alphas = _mm_set1_epi32(static_cast<int>(static_cast<uint32_t>(alpha) << 24));
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        const __m128i *src = reinterpret_cast<const __m128i *>(rgb + 3 * i);
        __m128i *dst = reinterpret_cast<__m128i *>(rgba + 4 * i);
        __m128i a = _mm_loadu_si128(src), b = _mm_loadu_si128(src + 1), c = _mm_loadu_si128(src + 2);
        __m128i p0 = a;                         // pixels 0-3: bytes 0-11
        __m128i p1 = _mm_alignr_epi8(b, a, 12);  // pixels 4-7: bytes 12-23
        __m128i p2 = _mm_alignr_epi8(c, b, 8);   // pixels 8-11: bytes 24-35
        __m128i p3 = _mm_srli_si128(c, 4);       // pixels 12-15: bytes 36-47
        _mm_storeu_si128(dst, _mm_or_si128(_mm_shuffle_epi8(p0, spread), alphas));
        _mm_storeu_si128(dst + 1, _mm_or_si128(_mm_shuffle_epi8(p1, spread), alphas));
        _mm_storeu_si128(dst + 2, _mm_or_si128(_mm_shuffle_epi8(p2, spread), alphas));
        _mm_storeu_si128(dst + 3, _mm_or_si128(_mm_shuffle_epi8(p3, spread), alphas));
    }
    for (; i < length; i++) {
        rgba[4 * i] = rgb[3 * i];
        rgba[4 * i + 1] = rgb[3 * i + 1];
        rgba[4 * i + 2] = rgb[3 * i + 2];
        rgba[4 * i + 3] = alpha;
    }
}
