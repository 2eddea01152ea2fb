void matrix_transpose_simd(const float *input, float *output, size_t rows, size_t cols) {
    size_t r = 0;
    // 8x8 tiles: eight row loads, three rounds of shuffles, eight column stores.
    for (; r + 8 <= rows; r += 8) {
        size_t c = 0;
        for (; c + 8 <= cols; c += 8) {
            const float *in = input + r * cols + c;
            __m256 r0 = _mm256_loadu_ps(in), r1 = _mm256_loadu_ps(in + cols);
            __m256 r2 = _mm256_loadu_ps(in + 2 * cols), r3 = _mm256_loadu_ps(in + 3 * cols);
            __m256 r4 = _mm256_loadu_ps(in + 4 * cols), r5 = _mm256_loadu_ps(in + 5 * cols);
            __m256 r6 = _mm256_loadu_ps(in + 6 * cols), r7 = _mm256_loadu_ps(in + 7 * cols);
            __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
            __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
            __m256 t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5);
            __m256 t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
            __m256 s0 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(1, 0, 1, 0));
            __m256 s1 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(3, 2, 3, 2));
            __m256 s2 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(1, 0, 1, 0));
            __m256 s3 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(3, 2, 3, 2));
            __m256 s4 = _mm256_shuffle_ps(t4, t6, _MM_SHUFFLE(1, 0, 1, 0));
            __m256 s5 = _mm256_shuffle_ps(t4, t6, _MM_SHUFFLE(3, 2, 3, 2));
            __m256 s6 = _mm256_shuffle_ps(t5, t7, _MM_SHUFFLE(1, 0, 1, 0));
            __m256 s7 = _mm256_shuffle_ps(t5, t7, _MM_SHUFFLE(3, 2, 3, 2));
            float *out = output + c * rows + r;
            _mm256_storeu_ps(out, _mm256_permute2f128_ps(s0, s4, 0x20));
            _mm256_storeu_ps(out + rows, _mm256_permute2f128_ps(s1, s5, 0x20));
            _mm256_storeu_ps(out + 2 * rows, _mm256_permute2f128_ps(s2, s6, 0x20));
            _mm256_storeu_ps(out + 3 * rows, _mm256_permute2f128_ps(s3, s7, 0x20));
            _mm256_storeu_ps(out + 4 * rows, _mm256_permute2f128_ps(s0, s4, 0x31));
            _mm256_storeu_ps(out + 5 * rows, _mm256_permute2f128_ps(s1, s5, 0x31));
            _mm256_storeu_ps(out + 6 * rows, _mm256_permute2f128_ps(s2, s6, 0x31));
            _mm256_storeu_ps(out + 7 * rows, _mm256_permute2f128_ps(s3, s7, 0x31));
        }
        for (; c < cols; c++)
            for (size_t k = 0; k < 8; k++) output[c * rows + r + k] = input[(r + k) * cols + c];
    }
    for (; r < rows; r++)
        for (size_t c = 0; c < cols; c++) output[c * rows + r] = input[r * cols + c];
}
