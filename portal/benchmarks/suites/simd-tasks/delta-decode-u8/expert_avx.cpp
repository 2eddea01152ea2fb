void delta_decode_simd(const uint8_t *deltas, uint8_t *output, size_t length) {
    const __m256i last_byte = _mm256_set1_epi8(15);
    __m256i carry = _mm256_setzero_si256();  // the running value, in every byte
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        // Scan each 16-byte half (shifts by 1, 2, 4, 8 bytes), then add the low half's total
        // to the high half and the running value to both.
        __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(deltas + i));
        x = _mm256_add_epi8(x, _mm256_slli_si256(x, 1));
        x = _mm256_add_epi8(x, _mm256_slli_si256(x, 2));
        x = _mm256_add_epi8(x, _mm256_slli_si256(x, 4));
        x = _mm256_add_epi8(x, _mm256_slli_si256(x, 8));
        __m256i half_totals = _mm256_shuffle_epi8(x, last_byte);
        x = _mm256_add_epi8(x, _mm256_permute2x128_si256(half_totals, half_totals, 0x08));
        x = _mm256_add_epi8(x, carry);
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), x);
        carry = _mm256_shuffle_epi8(_mm256_permute2x128_si256(x, x, 0x11), last_byte);
    }
    uint8_t running = static_cast<uint8_t>(_mm256_cvtsi256_si32(carry));
    for (; i < length; i++) {
        running = static_cast<uint8_t>(running + deltas[i]);
        output[i] = running;
    }
}
