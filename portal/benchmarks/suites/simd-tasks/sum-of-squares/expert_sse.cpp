float sum_of_squares_simd(const float *values, size_t length) {
    // Four independent accumulators hide the addition latency.
    __m128 acc0 = _mm_setzero_ps(), acc1 = _mm_setzero_ps();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128 a = _mm_loadu_ps(values + i), b = _mm_loadu_ps(values + i + 4);
        acc0 = _mm_add_ps(acc0, _mm_mul_ps(a, a));
        acc1 = _mm_add_ps(acc1, _mm_mul_ps(b, b));
    }
    __m128 acc = _mm_add_ps(acc0, acc1);
    __m128 high = _mm_movehl_ps(acc, acc);
    acc = _mm_add_ps(acc, high);
    acc = _mm_add_ss(acc, _mm_shuffle_ps(acc, acc, 1));
    float sum = _mm_cvtss_f32(acc);
    for (; i < length; i++) sum += values[i] * values[i];
    return sum;
}
