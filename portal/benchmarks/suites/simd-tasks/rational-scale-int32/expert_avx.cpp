void rational_scale_simd(const int32_t *input, int32_t numerator, int32_t denominator, int32_t *output, size_t length) {
    // |input * numerator| < 2^53: the product is exact in double, and the correctly rounded
    // quotient truncates to the same integer as the exact one.
    const __m256d num = _mm256_set1_pd(numerator), den = _mm256_set1_pd(denominator);
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(input + i));
        __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(input + i + 4));
        __m256d qa = _mm256_div_pd(_mm256_mul_pd(_mm256_cvtepi32_pd(a), num), den);
        __m256d qb = _mm256_div_pd(_mm256_mul_pd(_mm256_cvtepi32_pd(b), num), den);
        __m256i result = _mm256_set_m128i(_mm256_cvttpd_epi32(qb), _mm256_cvttpd_epi32(qa));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), result);
    }
    for (; i < length; i++) {
        output[i] = static_cast<int32_t>(static_cast<int64_t>(input[i]) * numerator / denominator);
    }
}
