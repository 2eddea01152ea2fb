void gaussian_blur(const float *image, float *output, size_t rows, size_t cols) {
    static const float weights[3][3] = {{1.0f, 2.0f, 1.0f}, {2.0f, 4.0f, 2.0f}, {1.0f, 2.0f, 1.0f}};
    const long last_row = static_cast<long>(rows) - 1, last_col = static_cast<long>(cols) - 1;
    for (long r = 0; r <= last_row; r++) {
        for (long c = 0; c <= last_col; c++) {
            float sum = 0.0f;
            for (int dr = -1; dr <= 1; dr++) {
                long rr = std::min(std::max(r + dr, 0L), last_row);
                for (int dc = -1; dc <= 1; dc++) {
                    long cc = std::min(std::max(c + dc, 0L), last_col);
                    sum += weights[dr + 1][dc + 1] * image[rr * static_cast<long>(cols) + cc];
                }
            }
            output[r * static_cast<long>(cols) + c] = sum * (1.0f / 16.0f);
        }
    }
}
