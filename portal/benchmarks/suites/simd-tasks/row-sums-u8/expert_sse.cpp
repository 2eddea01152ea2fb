void row_sums_simd(const uint8_t *image, size_t rows, size_t cols, uint32_t *sums) {
    const __m128i zero = _mm_setzero_si128();
    const size_t body = cols & ~static_cast<size_t>(15);  // columns handled 16 at a time
    size_t r = 0;
    // Two rows at a time; psadbw against zero adds each group of 8 bytes into a 64-bit lane.
    for (; r + 2 <= rows; r += 2) {
        const uint8_t *p0 = image + r * cols, *p1 = p0 + cols;
        __m128i acc0 = _mm_setzero_si128(), acc1 = _mm_setzero_si128();
        for (size_t c = 0; c < body; c += 16) {
            acc0 = _mm_add_epi64(acc0, _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p0 + c)), zero));
            acc1 = _mm_add_epi64(acc1, _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p1 + c)), zero));
        }
        // [row0 half0, row1 half0] + [row0 half1, row1 half1]
        __m128i both = _mm_add_epi64(_mm_unpacklo_epi64(acc0, acc1), _mm_unpackhi_epi64(acc0, acc1));
        uint32_t s0 = static_cast<uint32_t>(_mm_cvtsi128_si32(both));
        uint32_t s1 = static_cast<uint32_t>(_mm_extract_epi32(both, 2));
        for (size_t c = body; c < cols; c++) {
            s0 += p0[c];
            s1 += p1[c];
        }
        sums[r] = s0;
        sums[r + 1] = s1;
    }
    for (; r < rows; r++) {
        const uint8_t *p = image + r * cols;
        __m128i acc = _mm_setzero_si128();
        for (size_t c = 0; c < body; c += 16)
            acc = _mm_add_epi64(acc, _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + c)), zero));
        acc = _mm_add_epi64(acc, _mm_unpackhi_epi64(acc, acc));
        uint32_t s = static_cast<uint32_t>(_mm_cvtsi128_si32(acc));
        for (size_t c = body; c < cols; c++) s += p[c];
        sums[r] = s;
    }
}
