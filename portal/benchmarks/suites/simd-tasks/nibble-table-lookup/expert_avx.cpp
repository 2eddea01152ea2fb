void table_lookup_simd(const uint8_t *codes, const uint8_t *table, uint8_t *output, size_t length) {
    // vpshufb looks up 16-entry tables per 128-bit lane: put the table in both lanes.
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i *>(table)));
    size_t i = 0;
    for (; i + 64 <= length; i += 64) {
        __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(codes + i));
        __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(codes + i + 32));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), _mm256_shuffle_epi8(lut, a));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i + 32), _mm256_shuffle_epi8(lut, b));
    }
    for (; i + 16 <= length; i += 16) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(codes + i));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), _mm_shuffle_epi8(_mm256_castsi256_si128(lut), a));
    }
    for (; i < length; i++) output[i] = table[codes[i]];
}
