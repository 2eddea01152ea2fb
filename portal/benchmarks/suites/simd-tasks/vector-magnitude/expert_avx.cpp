void vector_magnitude_simd(const float *x, const float *y, float *magnitude, size_t length) {
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m256 a = _mm256_loadu_ps(x + i), b = _mm256_loadu_ps(y + i);
        __m256 squared = _mm256_fmadd_ps(a, a, _mm256_mul_ps(b, b));
        _mm256_storeu_ps(magnitude + i, _mm256_sqrt_ps(squared));
    }
    for (; i < length; i++) {
        __m128 squared = _mm_set_ss(x[i] * x[i] + y[i] * y[i]);
        magnitude[i] = _mm_cvtss_f32(_mm_sqrt_ss(squared));
    }
}
