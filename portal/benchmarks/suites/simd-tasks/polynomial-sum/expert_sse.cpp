double polynomial_sum_simd(const double *x, size_t length, const double *coefficients, size_t degree) {
    // Horner's rule on four points at a time (two vectors of two), then one sum at the end.
    const __m128d top = _mm_set1_pd(coefficients[degree]);
    __m128d total0 = _mm_setzero_pd(), total1 = _mm_setzero_pd();
    size_t i = 0;
    for (; i + 4 <= length; i += 4) {
        __m128d x0 = _mm_loadu_pd(x + i), x1 = _mm_loadu_pd(x + i + 2);
        __m128d p0 = top, p1 = top;
        for (size_t k = degree; k-- > 0;) {
            __m128d c = _mm_set1_pd(coefficients[k]);
            p0 = _mm_add_pd(_mm_mul_pd(p0, x0), c);
            p1 = _mm_add_pd(_mm_mul_pd(p1, x1), c);
        }
        total0 = _mm_add_pd(total0, p0);
        total1 = _mm_add_pd(total1, p1);
    }
    __m128d t = _mm_add_pd(total0, total1);
    double total = _mm_cvtsd_f64(_mm_add_sd(t, _mm_unpackhi_pd(t, t)));
    for (; i < length; i++) {
        double p = coefficients[degree];
        for (size_t k = degree; k-- > 0;) p = p * x[i] + coefficients[k];
        total += p;
    }
    return total;
}
