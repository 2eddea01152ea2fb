float l4_norm_simd(const float *values, size_t length) {
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        __m256 a = _mm256_loadu_ps(values + i), b = _mm256_loadu_ps(values + i + 8);
        a = _mm256_mul_ps(a, a);
        b = _mm256_mul_ps(b, b);
        acc0 = _mm256_fmadd_ps(a, a, acc0);
        acc1 = _mm256_fmadd_ps(b, b, acc1);
    }
    __m256 acc = _mm256_add_ps(acc0, acc1);
    __m128 sum4 = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
    sum4 = _mm_add_ps(sum4, _mm_movehl_ps(sum4, sum4));
    sum4 = _mm_add_ss(sum4, _mm_shuffle_ps(sum4, sum4, 1));
    float sum = _mm_cvtss_f32(sum4);
    for (; i < length; i++) {
        float square = values[i] * values[i];
        sum += square * square;
    }
    __m128 root = _mm_sqrt_ss(_mm_sqrt_ss(_mm_set_ss(sum)));
    return _mm_cvtss_f32(root);
}
