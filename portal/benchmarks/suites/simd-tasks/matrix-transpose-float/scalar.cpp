void matrix_transpose(const float *input, float *output, size_t rows, size_t cols) {
    for (size_t r = 0; r < rows; r++) {
        for (size_t c = 0; c < cols; c++) output[c * rows + r] = input[r * cols + c];
    }
}
