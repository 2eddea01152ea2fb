float l4_norm_simd(const float *values, size_t length) {
    __m128 acc0 = _mm_setzero_ps(), acc1 = _mm_setzero_ps();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m128 a = _mm_loadu_ps(values + i), b = _mm_loadu_ps(values + i + 4);
        a = _mm_mul_ps(a, a);
        b = _mm_mul_ps(b, b);
        acc0 = _mm_add_ps(acc0, _mm_mul_ps(a, a));
        acc1 = _mm_add_ps(acc1, _mm_mul_ps(b, b));
    }
    __m128 acc = _mm_add_ps(acc0, acc1);
    acc = _mm_add_ps(acc, _mm_movehl_ps(acc, acc));
    acc = _mm_add_ss(acc, _mm_shuffle_ps(acc, acc, 1));
    float sum = _mm_cvtss_f32(acc);
    for (; i < length; i++) {
        float square = values[i] * values[i];
        sum += square * square;
    }
    __m128 root = _mm_sqrt_ss(_mm_sqrt_ss(_mm_set_ss(sum)));
    return _mm_cvtss_f32(root);
}
