double polynomial_sum_simd(const double *x, size_t length, const double *coefficients, size_t degree) {
    // Horner's rule on eight points at a time (two vectors of four), then one sum at the end.
    const __m256d top = _mm256_set1_pd(coefficients[degree]);
    __m256d total0 = _mm256_setzero_pd(), total1 = _mm256_setzero_pd();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        __m256d x0 = _mm256_loadu_pd(x + i), x1 = _mm256_loadu_pd(x + i + 4);
        __m256d p0 = top, p1 = top;
        for (size_t k = degree; k-- > 0;) {
            __m256d c = _mm256_broadcast_sd(coefficients + k);
            p0 = _mm256_fmadd_pd(p0, x0, c);
            p1 = _mm256_fmadd_pd(p1, x1, c);
        }
        total0 = _mm256_add_pd(total0, p0);
        total1 = _mm256_add_pd(total1, p1);
    }
    __m256d t = _mm256_add_pd(total0, total1);
    __m128d pair = _mm_add_pd(_mm256_castpd256_pd128(t), _mm256_extractf128_pd(t, 1));
    double total = _mm_cvtsd_f64(_mm_add_sd(pair, _mm_unpackhi_pd(pair, pair)));
    for (; i < length; i++) {
        double p = coefficients[degree];
        for (size_t k = degree; k-- > 0;) p = p * x[i] + coefficients[k];
        total += p;
    }
    return total;
}
