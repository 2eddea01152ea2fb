void matrix_vector_simd(const float *matrix, const float *vector, float *result, size_t rows, size_t cols) {
    const size_t body = cols & ~static_cast<size_t>(7);  // columns handled eight at a time
    size_t r = 0;
    // Four rows at a time: each vector load is shared by four accumulators, and one vhaddps
    // tree reduces all four rows at once.
    for (; r + 4 <= rows; r += 4) {
        const float *m0 = matrix + r * cols, *m1 = m0 + cols, *m2 = m1 + cols, *m3 = m2 + cols;
        __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps(), acc2 = _mm256_setzero_ps(), acc3 = _mm256_setzero_ps();
        for (size_t c = 0; c < body; c += 8) {
            __m256 x = _mm256_loadu_ps(vector + c);
            acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(m0 + c), x, acc0);
            acc1 = _mm256_fmadd_ps(_mm256_loadu_ps(m1 + c), x, acc1);
            acc2 = _mm256_fmadd_ps(_mm256_loadu_ps(m2 + c), x, acc2);
            acc3 = _mm256_fmadd_ps(_mm256_loadu_ps(m3 + c), x, acc3);
        }
        // Per 128-bit lane: [row0 row1 row2 row3] partial sums; then add the two lanes.
        __m256 h = _mm256_hadd_ps(_mm256_hadd_ps(acc0, acc1), _mm256_hadd_ps(acc2, acc3));
        __m128 sums = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
        if (body < cols) {
            float t0 = 0.0f, t1 = 0.0f, t2 = 0.0f, t3 = 0.0f;
            for (size_t c = body; c < cols; c++) {
                t0 += m0[c] * vector[c];
                t1 += m1[c] * vector[c];
                t2 += m2[c] * vector[c];
                t3 += m3[c] * vector[c];
            }
            sums = _mm_add_ps(sums, _mm_setr_ps(t0, t1, t2, t3));
        }
        _mm_storeu_ps(result + r, sums);
    }
    for (; r < rows; r++) {
        const float *row = matrix + r * cols;
        __m256 acc = _mm256_setzero_ps();
        for (size_t c = 0; c < body; c += 8) acc = _mm256_fmadd_ps(_mm256_loadu_ps(row + c), _mm256_loadu_ps(vector + c), acc);
        __m128 sum4 = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
        sum4 = _mm_hadd_ps(sum4, sum4);
        sum4 = _mm_hadd_ps(sum4, sum4);
        float sum = _mm_cvtss_f32(sum4);
        for (size_t c = body; c < cols; c++) sum += row[c] * vector[c];
        result[r] = sum;
    }
}
