void matrix_vector(const float *matrix, const float *vector, float *result, size_t rows, size_t cols) {
    for (size_t r = 0; r < rows; r++) {
        float sum = 0.0f;
        for (size_t c = 0; c < cols; c++) sum += matrix[r * cols + c] * vector[c];
        result[r] = sum;
    }
}
