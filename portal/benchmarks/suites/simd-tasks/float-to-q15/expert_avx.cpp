static inline __m256i q15_round8(__m256 x) {
    // t is exact; its fraction t - trunc(t) is exact too, so |fraction| >= 0.5 decides.
    const __m256 sign_bit = _mm256_set1_ps(-0.0f), one = _mm256_set1_ps(1.0f), half = _mm256_set1_ps(0.5f);
    __m256 t = _mm256_mul_ps(x, _mm256_set1_ps(32768.0f));
    __m256 whole = _mm256_round_ps(t, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    __m256 fraction = _mm256_andnot_ps(sign_bit, _mm256_sub_ps(t, whole));
    __m256 step = _mm256_and_ps(_mm256_cmp_ps(fraction, half, _CMP_GE_OQ), _mm256_or_ps(one, _mm256_and_ps(t, sign_bit)));
    return _mm256_cvttps_epi32(_mm256_add_ps(whole, step));
}

void float_to_q15_simd(const float *input, int16_t *output, size_t length) {
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m256i a = q15_round8(_mm256_loadu_ps(input + i)), b = q15_round8(_mm256_loadu_ps(input + i + 8));
        // packs works per 128-bit lane: a0-3 b0-3 | a4-7 b4-7; put the 64-bit quarters back in order.
        __m256i packed = _mm256_packs_epi32(a, b);
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + i), _mm256_permute4x64_epi64(packed, 0xD8));
    }
    for (; i < length; i++) {
        long value = std::lround(input[i] * 32768.0f);
        output[i] = static_cast<int16_t>(value > 32767 ? 32767 : value < -32768 ? -32768 : value);
    }
}
