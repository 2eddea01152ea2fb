void row_sums_simd(const uint8_t *image, size_t rows, size_t cols, uint32_t *sums) {
    const __m256i zero = _mm256_setzero_si256();
    const size_t body = cols & ~static_cast<size_t>(31);  // columns handled 32 at a time
    size_t r = 0;
    // Two rows at a time; vpsadbw against zero adds each group of 8 bytes into a 64-bit lane.
    for (; r + 2 <= rows; r += 2) {
        const uint8_t *p0 = image + r * cols, *p1 = p0 + cols;
        __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
        for (size_t c = 0; c < body; c += 32) {
            acc0 = _mm256_add_epi64(acc0, _mm256_sad_epu8(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p0 + c)), zero));
            acc1 = _mm256_add_epi64(acc1, _mm256_sad_epu8(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p1 + c)), zero));
        }
        // Per lane [row0, row1] partial sums, then the two lanes added.
        __m256i both = _mm256_add_epi64(_mm256_unpacklo_epi64(acc0, acc1), _mm256_unpackhi_epi64(acc0, acc1));
        __m128i total = _mm_add_epi64(_mm256_castsi256_si128(both), _mm256_extracti128_si256(both, 1));
        size_t c = body;
        if (c + 16 <= cols) {
            __m128i z = _mm256_castsi256_si128(zero);
            __m128i t0 = _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p0 + c)), z);
            __m128i t1 = _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p1 + c)), z);
            total = _mm_add_epi64(total, _mm_add_epi64(_mm_unpacklo_epi64(t0, t1), _mm_unpackhi_epi64(t0, t1)));
            c += 16;
        }
        uint32_t s0 = static_cast<uint32_t>(_mm_cvtsi128_si32(total));
        uint32_t s1 = static_cast<uint32_t>(_mm_extract_epi32(total, 2));
        for (; c < cols; c++) {
            s0 += p0[c];
            s1 += p1[c];
        }
        sums[r] = s0;
        sums[r + 1] = s1;
    }
    for (; r < rows; r++) {
        const uint8_t *p = image + r * cols;
        __m256i acc = _mm256_setzero_si256();
        for (size_t c = 0; c < body; c += 32)
            acc = _mm256_add_epi64(acc, _mm256_sad_epu8(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + c)), zero));
        __m128i t = _mm_add_epi64(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
        t = _mm_add_epi64(t, _mm_unpackhi_epi64(t, t));
        uint32_t s = static_cast<uint32_t>(_mm_cvtsi128_si32(t));
        for (size_t c = body; c < cols; c++) s += p[c];
        sums[r] = s;
    }
}
