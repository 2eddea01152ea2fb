void row_sums(const uint8_t *image, size_t rows, size_t cols, uint32_t *sums) {
    for (size_t r = 0; r < rows; r++) {
        uint32_t sum = 0;
        for (size_t c = 0; c < cols; c++) sum += image[r * cols + c];
        sums[r] = sum;
    }
}
