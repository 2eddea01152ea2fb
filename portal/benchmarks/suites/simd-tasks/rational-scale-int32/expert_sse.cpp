void rational_scale_simd(const int32_t *input, int32_t numerator, int32_t denominator, int32_t *output, size_t length) {
    // |input * numerator| < 2^53: the product is exact in double, and the correctly rounded
    // quotient truncates to the same integer as the exact one.
    const __m128d num = _mm_set1_pd(numerator), den = _mm_set1_pd(denominator);
    size_t i = 0;
    for (; i + 4 <= length; i += 4) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(input + i));
        __m128d lo = _mm_div_pd(_mm_mul_pd(_mm_cvtepi32_pd(v), num), den);
        __m128d hi = _mm_div_pd(_mm_mul_pd(_mm_cvtepi32_pd(_mm_unpackhi_epi64(v, v)), num), den);
        __m128i result = _mm_unpacklo_epi64(_mm_cvttpd_epi32(lo), _mm_cvttpd_epi32(hi));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), result);
    }
    for (; i < length; i++) {
        output[i] = static_cast<int32_t>(static_cast<int64_t>(input[i]) * numerator / denominator);
    }
}
