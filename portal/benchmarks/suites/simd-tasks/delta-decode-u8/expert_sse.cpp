void delta_decode_simd(const uint8_t *deltas, uint8_t *output, size_t length) {
    const __m128i last_byte = _mm_set1_epi8(15);
    __m128i carry = _mm_setzero_si128();  // the running value, in every byte
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        // In-register scan over 16 bytes: add copies shifted by 1, 2, 4 and 8 bytes.
        __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(deltas + i));
        x = _mm_add_epi8(x, _mm_slli_si128(x, 1));
        x = _mm_add_epi8(x, _mm_slli_si128(x, 2));
        x = _mm_add_epi8(x, _mm_slli_si128(x, 4));
        x = _mm_add_epi8(x, _mm_slli_si128(x, 8));
        x = _mm_add_epi8(x, carry);
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), x);
        carry = _mm_shuffle_epi8(x, last_byte);
    }
    uint8_t running = static_cast<uint8_t>(_mm_cvtsi128_si32(carry));
    for (; i < length; i++) {
        running = static_cast<uint8_t>(running + deltas[i]);
        output[i] = running;
    }
}
