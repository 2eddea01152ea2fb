void mean_variance_simd(const float *values, size_t length, double *mean, double *variance) {
    // Pass 1: the sum, four floats at a time widened to two pairs of doubles.
    __m128d sum0 = _mm_setzero_pd(), sum1 = _mm_setzero_pd();
    size_t i = 0;
    for (; i + 4 <= length; i += 4) {
        __m128 v = _mm_loadu_ps(values + i);
        sum0 = _mm_add_pd(sum0, _mm_cvtps_pd(v));
        sum1 = _mm_add_pd(sum1, _mm_cvtps_pd(_mm_movehl_ps(v, v)));
    }
    __m128d s = _mm_add_pd(sum0, sum1);
    double sum = _mm_cvtsd_f64(_mm_add_sd(s, _mm_unpackhi_pd(s, s)));
    for (size_t j = i; j < length; j++) sum += values[j];
    const double m = sum / static_cast<double>(length);

    // Pass 2: the squared deviations from the mean.
    const __m128d mv = _mm_set1_pd(m);
    __m128d sq0 = _mm_setzero_pd(), sq1 = _mm_setzero_pd();
    for (i = 0; i + 4 <= length; i += 4) {
        __m128 v = _mm_loadu_ps(values + i);
        __m128d d0 = _mm_sub_pd(_mm_cvtps_pd(v), mv);
        __m128d d1 = _mm_sub_pd(_mm_cvtps_pd(_mm_movehl_ps(v, v)), mv);
        sq0 = _mm_add_pd(sq0, _mm_mul_pd(d0, d0));
        sq1 = _mm_add_pd(sq1, _mm_mul_pd(d1, d1));
    }
    __m128d q = _mm_add_pd(sq0, sq1);
    double squares = _mm_cvtsd_f64(_mm_add_sd(q, _mm_unpackhi_pd(q, q)));
    for (; i < length; i++) {
        double deviation = values[i] - m;
        squares += deviation * deviation;
    }
    *mean = m;
    *variance = squares / static_cast<double>(length);
}
