float kahan_sum_simd(const float *values, size_t length) {
    // Sixteen independent compensated sums (two vectors of eight lanes).
    __m256 sum0 = _mm256_setzero_ps(), sum1 = _mm256_setzero_ps();
    __m256 comp0 = _mm256_setzero_ps(), comp1 = _mm256_setzero_ps();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m256 y0 = _mm256_sub_ps(_mm256_loadu_ps(values + i), comp0);
        __m256 y1 = _mm256_sub_ps(_mm256_loadu_ps(values + i + 8), comp1);
        __m256 t0 = _mm256_add_ps(sum0, y0), t1 = _mm256_add_ps(sum1, y1);
        comp0 = _mm256_sub_ps(_mm256_sub_ps(t0, sum0), y0);
        comp1 = _mm256_sub_ps(_mm256_sub_ps(t1, sum1), y1);
        sum0 = t0;
        sum1 = t1;
    }
    // Combine the lanes, and the tail, with the same compensated step.
    float lanes[32];
    _mm256_storeu_ps(lanes, sum0);
    _mm256_storeu_ps(lanes + 8, sum1);
    _mm256_storeu_ps(lanes + 16, comp0);
    _mm256_storeu_ps(lanes + 24, comp1);
    float sum = 0.0f, compensation = 0.0f;
    auto add = [&](float v) {
        float y = v - compensation;
        float t = sum + y;
        compensation = (t - sum) - y;
        sum = t;
    };
    for (int k = 0; k < 16; k++) {
        add(lanes[k]);
        add(-lanes[k + 16]);
    }
    for (; i < length; i++) add(values[i]);
    return sum;
}
