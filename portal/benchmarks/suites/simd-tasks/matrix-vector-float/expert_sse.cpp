void matrix_vector_simd(const float *matrix, const float *vector, float *result, size_t rows, size_t cols) {
    const size_t body = cols & ~static_cast<size_t>(3);  // columns handled four at a time
    size_t r = 0;
    // Four rows at a time: each vector load is shared by four accumulators, and one haddps
    // tree reduces all four rows at once.
    for (; r + 4 <= rows; r += 4) {
        const float *m0 = matrix + r * cols, *m1 = m0 + cols, *m2 = m1 + cols, *m3 = m2 + cols;
        __m128 acc0 = _mm_setzero_ps(), acc1 = _mm_setzero_ps(), acc2 = _mm_setzero_ps(), acc3 = _mm_setzero_ps();
        for (size_t c = 0; c < body; c += 4) {
            __m128 x = _mm_loadu_ps(vector + c);
            acc0 = _mm_add_ps(acc0, _mm_mul_ps(_mm_loadu_ps(m0 + c), x));
            acc1 = _mm_add_ps(acc1, _mm_mul_ps(_mm_loadu_ps(m1 + c), x));
            acc2 = _mm_add_ps(acc2, _mm_mul_ps(_mm_loadu_ps(m2 + c), x));
            acc3 = _mm_add_ps(acc3, _mm_mul_ps(_mm_loadu_ps(m3 + c), x));
        }
        __m128 sums = _mm_hadd_ps(_mm_hadd_ps(acc0, acc1), _mm_hadd_ps(acc2, acc3));
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
        __m128 acc = _mm_setzero_ps();
        for (size_t c = 0; c < body; c += 4) acc = _mm_add_ps(acc, _mm_mul_ps(_mm_loadu_ps(row + c), _mm_loadu_ps(vector + c)));
        acc = _mm_hadd_ps(acc, acc);
        acc = _mm_hadd_ps(acc, acc);
        float sum = _mm_cvtss_f32(acc);
        for (size_t c = body; c < cols; c++) sum += row[c] * vector[c];
        result[r] = sum;
    }
}
