void float_to_uint8_clamp_simd(const float *input, float scale, uint8_t *output, size_t length) {
    const __m128 factor = _mm_set1_ps(scale);
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        // cvtps2dq rounds to nearest even; the two saturating packs clamp to [0, 255].
        __m128i a = _mm_cvtps_epi32(_mm_mul_ps(_mm_loadu_ps(input + i), factor));
        __m128i b = _mm_cvtps_epi32(_mm_mul_ps(_mm_loadu_ps(input + i + 4), factor));
        __m128i c = _mm_cvtps_epi32(_mm_mul_ps(_mm_loadu_ps(input + i + 8), factor));
        __m128i d = _mm_cvtps_epi32(_mm_mul_ps(_mm_loadu_ps(input + i + 12), factor));
        __m128i bytes = _mm_packus_epi16(_mm_packs_epi32(a, b), _mm_packs_epi32(c, d));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(output + i), bytes);
    }
    for (; i < length; i++) {
        int value = _mm_cvtss_si32(_mm_set_ss(input[i] * scale));
        output[i] = static_cast<uint8_t>(value < 0 ? 0 : value > 255 ? 255 : value);
    }
}
