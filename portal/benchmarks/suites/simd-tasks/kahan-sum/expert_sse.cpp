float kahan_sum_simd(const float *values, size_t length) {
    // Eight independent compensated sums (two vectors of four lanes).
    __m128 sum0 = _mm_setzero_ps(), sum1 = _mm_setzero_ps();
    __m128 comp0 = _mm_setzero_ps(), comp1 = _mm_setzero_ps();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128 y0 = _mm_sub_ps(_mm_loadu_ps(values + i), comp0);
        __m128 y1 = _mm_sub_ps(_mm_loadu_ps(values + i + 4), comp1);
        __m128 t0 = _mm_add_ps(sum0, y0), t1 = _mm_add_ps(sum1, y1);
        comp0 = _mm_sub_ps(_mm_sub_ps(t0, sum0), y0);
        comp1 = _mm_sub_ps(_mm_sub_ps(t1, sum1), y1);
        sum0 = t0;
        sum1 = t1;
    }
    // Combine the lanes, and the tail, with the same compensated step.
    float lanes[16];
    _mm_storeu_ps(lanes, sum0);
    _mm_storeu_ps(lanes + 4, sum1);
    _mm_storeu_ps(lanes + 8, comp0);
    _mm_storeu_ps(lanes + 12, comp1);
    float sum = 0.0f, compensation = 0.0f;
    auto add = [&](float v) {
        float y = v - compensation;
        float t = sum + y;
        compensation = (t - sum) - y;
        sum = t;
    };
    for (int k = 0; k < 8; k++) {
        add(lanes[k]);
        add(-lanes[k + 8]);
    }
    for (; i < length; i++) add(values[i]);
    return sum;
}
