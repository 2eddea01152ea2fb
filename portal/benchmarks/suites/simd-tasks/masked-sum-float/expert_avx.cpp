float masked_sum_simd(const float *values, const uint8_t *mask, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        // 0 for every unselected byte, widened to one 32-bit lane mask per float (0 or -1).
        __m128i flags = _mm_loadu_si128(reinterpret_cast<const __m128i *>(mask + i));
        __m128i drop = _mm_cmpeq_epi8(flags, zero);
        __m256 d0 = _mm256_castsi256_ps(_mm256_cvtepi8_epi32(drop));
        __m256 d1 = _mm256_castsi256_ps(_mm256_cvtepi8_epi32(_mm_srli_si128(drop, 8)));
        acc0 = _mm256_add_ps(acc0, _mm256_andnot_ps(d0, _mm256_loadu_ps(values + i)));
        acc1 = _mm256_add_ps(acc1, _mm256_andnot_ps(d1, _mm256_loadu_ps(values + i + 8)));
    }
    __m256 acc = _mm256_add_ps(acc0, acc1);
    __m128 sum4 = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
    sum4 = _mm_add_ps(sum4, _mm_movehl_ps(sum4, sum4));
    sum4 = _mm_add_ss(sum4, _mm_shuffle_ps(sum4, sum4, 1));
    float sum = _mm_cvtss_f32(sum4);
    for (; i < length; i++) {
        if (mask[i]) sum += values[i];
    }
    return sum;
}
