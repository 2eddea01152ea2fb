size_t count_byte_simd(const uint8_t *data, size_t length, uint8_t target) {
    const __m256i needle = _mm256_set1_epi8(static_cast<char>(target)), zero = _mm256_setzero_si256();
    __m256i total = _mm256_setzero_si256();  // four 64-bit counts
    size_t i = 0;
    while (i + 64 <= length) {
        // Per-byte counters (a match compares as -1, subtracted): at most 255 rounds before
        // they are folded into the 64-bit totals with vpsadbw.
        __m256i c0 = _mm256_setzero_si256(), c1 = _mm256_setzero_si256();
        for (int round = 0; round < 255 && i + 64 <= length; round++, i += 64) {
            __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i));
            __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i + 32));
            c0 = _mm256_sub_epi8(c0, _mm256_cmpeq_epi8(a, needle));
            c1 = _mm256_sub_epi8(c1, _mm256_cmpeq_epi8(b, needle));
        }
        total = _mm256_add_epi64(total, _mm256_add_epi64(_mm256_sad_epu8(c0, zero), _mm256_sad_epu8(c1, zero)));
    }
    __m128i t = _mm_add_epi64(_mm256_castsi256_si128(total), _mm256_extracti128_si256(total, 1));
    size_t count = static_cast<size_t>(_mm_cvtsi128_si64(t)) + static_cast<size_t>(_mm_extract_epi64(t, 1));
    for (; i < length; i++) count += data[i] == target;
    return count;
}
