void pairwise_madd_simd(const uint8_t *a, const int8_t *b, int16_t *output, size_t length) {
    size_t i = 0;
    // pmaddubsw is exactly this operation: unsigned x signed byte pairs, summed with saturation.
    for (; i + 16 <= length; i += 16) {
        __m128i a0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + 2 * i));
        __m128i a1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + 2 * i + 16));
        __m128i b0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + 2 * i));
        __m128i b1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + 2 * i + 16));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), _mm_maddubs_epi16(a0, b0));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i + 8), _mm_maddubs_epi16(a1, b1));
    }
    for (; i < length; i++) {
        int sum = a[2 * i] * b[2 * i] + a[2 * i + 1] * b[2 * i + 1];
        output[i] = static_cast<int16_t>(sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum);
    }
}
