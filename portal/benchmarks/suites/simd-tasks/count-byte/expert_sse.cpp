size_t count_byte_simd(const uint8_t *data, size_t length, uint8_t target) {
    const __m128i needle = _mm_set1_epi8(static_cast<char>(target)), zero = _mm_setzero_si128();
    __m128i total = _mm_setzero_si128();  // two 64-bit counts
    size_t i = 0;
    while (i + 32 <= length) {
        // Per-byte counters (a match compares as -1, subtracted): at most 255 rounds before
        // they are folded into the 64-bit total with psadbw.
        __m128i c0 = _mm_setzero_si128(), c1 = _mm_setzero_si128();
        for (int round = 0; round < 255 && i + 32 <= length; round++, i += 32) {
            __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
            __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i + 16));
            c0 = _mm_sub_epi8(c0, _mm_cmpeq_epi8(a, needle));
            c1 = _mm_sub_epi8(c1, _mm_cmpeq_epi8(b, needle));
        }
        total = _mm_add_epi64(total, _mm_add_epi64(_mm_sad_epu8(c0, zero), _mm_sad_epu8(c1, zero)));
    }
    size_t count = static_cast<size_t>(_mm_cvtsi128_si64(total)) +
                   static_cast<size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(total, total)));
    for (; i < length; i++) count += data[i] == target;
    return count;
}
