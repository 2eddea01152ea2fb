void vector_magnitude_simd(const float *x, const float *y, float *magnitude, size_t length) {
    size_t i = 0;
    for (; i + 4 <= length; i += 4) {
        __m128 a = _mm_loadu_ps(x + i), b = _mm_loadu_ps(y + i);
        __m128 squared = _mm_add_ps(_mm_mul_ps(a, a), _mm_mul_ps(b, b));
        _mm_storeu_ps(magnitude + i, _mm_sqrt_ps(squared));
    }
    for (; i < length; i++) {
        __m128 squared = _mm_set_ss(x[i] * x[i] + y[i] * y[i]);
        magnitude[i] = _mm_cvtss_f32(_mm_sqrt_ss(squared));
    }
}
