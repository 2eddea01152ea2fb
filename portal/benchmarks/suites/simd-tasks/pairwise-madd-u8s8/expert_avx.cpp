void pairwise_madd_simd(const uint8_t *a, const int8_t *b, int16_t *output, size_t length) {
    size_t i = 0;
    // vpmaddubsw is exactly this operation: unsigned x signed byte pairs, summed with saturation.
    for (; i + 32 <= length; i += 32) {
        __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(a + 2 * i));
        __m256i a1 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(a + 2 * i + 32));
        __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(b + 2 * i));
        __m256i b1 = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(b + 2 * i + 32));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), _mm256_maddubs_epi16(a0, b0));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i + 16), _mm256_maddubs_epi16(a1, b1));
    }
    for (; i < length; i++) {
        int sum = a[2 * i] * b[2 * i] + a[2 * i + 1] * b[2 * i + 1];
        output[i] = static_cast<int16_t>(sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum);
    }
}
