float mean_above_simd(const float *values, size_t length, float threshold) {
    const __m256 limit = _mm256_set1_ps(threshold);
    __m256 sum0 = _mm256_setzero_ps(), sum1 = _mm256_setzero_ps();
    __m256i count0 = _mm256_setzero_si256(), count1 = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m256 a = _mm256_loadu_ps(values + i), b = _mm256_loadu_ps(values + i + 8);
        __m256 ka = _mm256_cmp_ps(a, limit, _CMP_GT_OQ), kb = _mm256_cmp_ps(b, limit, _CMP_GT_OQ);
        sum0 = _mm256_add_ps(sum0, _mm256_and_ps(ka, a));
        sum1 = _mm256_add_ps(sum1, _mm256_and_ps(kb, b));
        count0 = _mm256_sub_epi32(count0, _mm256_castps_si256(ka));  // a true lane is -1
        count1 = _mm256_sub_epi32(count1, _mm256_castps_si256(kb));
    }
    __m256 s8 = _mm256_add_ps(sum0, sum1);
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(s8), _mm256_extractf128_ps(s8, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    float sum = _mm_cvtss_f32(s);
    __m256i c8 = _mm256_add_epi32(count0, count1);
    __m128i c = _mm_add_epi32(_mm256_castsi256_si128(c8), _mm256_extracti128_si256(c8, 1));
    c = _mm_add_epi32(c, _mm_shuffle_epi32(c, _MM_SHUFFLE(1, 0, 3, 2)));
    c = _mm_add_epi32(c, _mm_shuffle_epi32(c, _MM_SHUFFLE(2, 3, 0, 1)));
    size_t count = static_cast<size_t>(_mm_cvtsi128_si32(c));
    for (; i < length; i++) {
        if (values[i] > threshold) {
            sum += values[i];
            count++;
        }
    }
    return count ? sum / static_cast<float>(count) : 0.0f;
}
