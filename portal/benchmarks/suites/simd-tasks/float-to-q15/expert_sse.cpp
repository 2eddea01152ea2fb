static inline __m128i q15_round4(__m128 x) {
    // t is exact; its fraction t - trunc(t) is exact too, so |fraction| >= 0.5 decides.
    const __m128 sign_bit = _mm_set1_ps(-0.0f), one = _mm_set1_ps(1.0f), half = _mm_set1_ps(0.5f);
    __m128 t = _mm_mul_ps(x, _mm_set1_ps(32768.0f));
    __m128 whole = _mm_round_ps(t, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    __m128 fraction = _mm_andnot_ps(sign_bit, _mm_sub_ps(t, whole));
    __m128 step = _mm_and_ps(_mm_cmpge_ps(fraction, half), _mm_or_ps(one, _mm_and_ps(t, sign_bit)));
    return _mm_cvttps_epi32(_mm_add_ps(whole, step));
}

void float_to_q15_simd(const float *input, int16_t *output, size_t length) {
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128i a = q15_round4(_mm_loadu_ps(input + i)), b = q15_round4(_mm_loadu_ps(input + i + 4));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), _mm_packs_epi32(a, b));  // saturates
    }
    for (; i < length; i++) {
        long value = std::lround(input[i] * 32768.0f);
        output[i] = static_cast<int16_t>(value > 32767 ? 32767 : value < -32768 ? -32768 : value);
    }
}
