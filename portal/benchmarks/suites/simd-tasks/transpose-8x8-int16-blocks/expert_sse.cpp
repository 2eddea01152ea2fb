void transpose_blocks_simd(const int16_t *input, int16_t *output, size_t count) {
    for (size_t m = 0; m < count; m++) {
        const __m128i *in = reinterpret_cast<const __m128i *>(input + 64 * m);
        __m128i *out = reinterpret_cast<__m128i *>(output + 64 * m);
        __m128i r0 = _mm_loadu_si128(in), r1 = _mm_loadu_si128(in + 1), r2 = _mm_loadu_si128(in + 2);
        __m128i r3 = _mm_loadu_si128(in + 3), r4 = _mm_loadu_si128(in + 4), r5 = _mm_loadu_si128(in + 5);
        __m128i r6 = _mm_loadu_si128(in + 6), r7 = _mm_loadu_si128(in + 7);
        // Interleave 16-bit, then 32-bit, then 64-bit pieces: three rounds of unpacks.
        __m128i a0 = _mm_unpacklo_epi16(r0, r1), a1 = _mm_unpackhi_epi16(r0, r1);
        __m128i a2 = _mm_unpacklo_epi16(r2, r3), a3 = _mm_unpackhi_epi16(r2, r3);
        __m128i a4 = _mm_unpacklo_epi16(r4, r5), a5 = _mm_unpackhi_epi16(r4, r5);
        __m128i a6 = _mm_unpacklo_epi16(r6, r7), a7 = _mm_unpackhi_epi16(r6, r7);
        __m128i b0 = _mm_unpacklo_epi32(a0, a2), b1 = _mm_unpackhi_epi32(a0, a2);  // columns 0-1 | 2-3, rows 0-3
        __m128i b2 = _mm_unpacklo_epi32(a1, a3), b3 = _mm_unpackhi_epi32(a1, a3);  // columns 4-5 | 6-7, rows 0-3
        __m128i b4 = _mm_unpacklo_epi32(a4, a6), b5 = _mm_unpackhi_epi32(a4, a6);  // the same for rows 4-7
        __m128i b6 = _mm_unpacklo_epi32(a5, a7), b7 = _mm_unpackhi_epi32(a5, a7);
        _mm_storeu_si128(out, _mm_unpacklo_epi64(b0, b4));
        _mm_storeu_si128(out + 1, _mm_unpackhi_epi64(b0, b4));
        _mm_storeu_si128(out + 2, _mm_unpacklo_epi64(b1, b5));
        _mm_storeu_si128(out + 3, _mm_unpackhi_epi64(b1, b5));
        _mm_storeu_si128(out + 4, _mm_unpacklo_epi64(b2, b6));
        _mm_storeu_si128(out + 5, _mm_unpackhi_epi64(b2, b6));
        _mm_storeu_si128(out + 6, _mm_unpacklo_epi64(b3, b7));
        _mm_storeu_si128(out + 7, _mm_unpackhi_epi64(b3, b7));
    }
}
