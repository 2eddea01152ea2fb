float mean_above_simd(const float *values, size_t length, float threshold) {
    const __m128 limit = _mm_set1_ps(threshold);
    __m128 sum0 = _mm_setzero_ps(), sum1 = _mm_setzero_ps();
    __m128i count0 = _mm_setzero_si128(), count1 = _mm_setzero_si128();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128 a = _mm_loadu_ps(values + i), b = _mm_loadu_ps(values + i + 4);
        __m128 ka = _mm_cmpgt_ps(a, limit), kb = _mm_cmpgt_ps(b, limit);
        sum0 = _mm_add_ps(sum0, _mm_and_ps(ka, a));
        sum1 = _mm_add_ps(sum1, _mm_and_ps(kb, b));
        count0 = _mm_sub_epi32(count0, _mm_castps_si128(ka));  // a true lane is -1
        count1 = _mm_sub_epi32(count1, _mm_castps_si128(kb));
    }
    __m128 s = _mm_add_ps(sum0, sum1);
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    float sum = _mm_cvtss_f32(s);
    __m128i c = _mm_add_epi32(count0, count1);
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
