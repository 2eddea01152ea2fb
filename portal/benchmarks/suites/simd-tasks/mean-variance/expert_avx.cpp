static inline double mean_variance_hsum(__m256d v) {
    __m128d pair = _mm_add_pd(_mm256_castpd256_pd128(v), _mm256_extractf128_pd(v, 1));
    return _mm_cvtsd_f64(_mm_add_sd(pair, _mm_unpackhi_pd(pair, pair)));
}

void mean_variance_simd(const float *values, size_t length, double *mean, double *variance) {
    // Pass 1: the sum, eight floats at a time widened to two vectors of four doubles.
    __m256d sum0 = _mm256_setzero_pd(), sum1 = _mm256_setzero_pd();
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        sum0 = _mm256_add_pd(sum0, _mm256_cvtps_pd(_mm_loadu_ps(values + i)));
        sum1 = _mm256_add_pd(sum1, _mm256_cvtps_pd(_mm_loadu_ps(values + i + 4)));
    }
    double sum = mean_variance_hsum(_mm256_add_pd(sum0, sum1));
    for (size_t j = i; j < length; j++) sum += values[j];
    const double m = sum / static_cast<double>(length);

    // Pass 2: the squared deviations from the mean.
    const __m256d mv = _mm256_set1_pd(m);
    __m256d sq0 = _mm256_setzero_pd(), sq1 = _mm256_setzero_pd();
    for (i = 0; i + 8 <= length; i += 8) {
        __m256d d0 = _mm256_sub_pd(_mm256_cvtps_pd(_mm_loadu_ps(values + i)), mv);
        __m256d d1 = _mm256_sub_pd(_mm256_cvtps_pd(_mm_loadu_ps(values + i + 4)), mv);
        sq0 = _mm256_fmadd_pd(d0, d0, sq0);
        sq1 = _mm256_fmadd_pd(d1, d1, sq1);
    }
    double squares = mean_variance_hsum(_mm256_add_pd(sq0, sq1));
    for (; i < length; i++) {
        double deviation = values[i] - m;
        squares += deviation * deviation;
    }
    *mean = m;
    *variance = squares / static_cast<double>(length);
}
