void table_lookup_simd(const uint8_t *codes, const uint8_t *table, uint8_t *output, size_t length) {
    // pshufb is a 16-entry byte table lookup: the table sits in one register.
    const __m128i lut = _mm_loadu_si128(reinterpret_cast<const __m128i *>(table));
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(codes + i));
        __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(codes + i + 16));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), _mm_shuffle_epi8(lut, a));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i + 16), _mm_shuffle_epi8(lut, b));
    }
    for (; i + 16 <= length; i += 16) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(codes + i));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), _mm_shuffle_epi8(lut, a));
    }
    for (; i < length; i++) output[i] = table[codes[i]];
}
