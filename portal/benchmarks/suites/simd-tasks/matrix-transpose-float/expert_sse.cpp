void matrix_transpose_simd(const float *input, float *output, size_t rows, size_t cols) {
    size_t r = 0;
    // 4x4 tiles: four row loads, the standard unpack/move transpose, four column stores.
    for (; r + 4 <= rows; r += 4) {
        size_t c = 0;
        for (; c + 4 <= cols; c += 4) {
            const float *in = input + r * cols + c;
            __m128 r0 = _mm_loadu_ps(in), r1 = _mm_loadu_ps(in + cols);
            __m128 r2 = _mm_loadu_ps(in + 2 * cols), r3 = _mm_loadu_ps(in + 3 * cols);
            _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
            float *out = output + c * rows + r;
            _mm_storeu_ps(out, r0);
            _mm_storeu_ps(out + rows, r1);
            _mm_storeu_ps(out + 2 * rows, r2);
            _mm_storeu_ps(out + 3 * rows, r3);
        }
        for (; c < cols; c++)
            for (size_t k = 0; k < 4; k++) output[c * rows + r + k] = input[(r + k) * cols + c];
    }
    for (; r < rows; r++)
        for (size_t c = 0; c < cols; c++) output[c * rows + r] = input[r * cols + c];
}
