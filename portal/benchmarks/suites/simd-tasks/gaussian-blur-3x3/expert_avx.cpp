// One output pixel from the three (already clamped) source rows, with clamped columns.
static inline float blur_pixel(const float *up, const float *mid, const float *down, long c, long last_col) {
    long left = c > 0 ? c - 1 : 0, right = c < last_col ? c + 1 : last_col;
    float l = up[left] + 2.0f * mid[left] + down[left];
    float m = up[c] + 2.0f * mid[c] + down[c];
    float r = up[right] + 2.0f * mid[right] + down[right];
    return (l + 2.0f * m + r) * (1.0f / 16.0f);
}

static inline __m256 blur_vertical8(const float *up, const float *mid, const float *down, long c) {
    const __m256 two = _mm256_set1_ps(2.0f);
    return _mm256_fmadd_ps(_mm256_loadu_ps(mid + c), two, _mm256_add_ps(_mm256_loadu_ps(up + c), _mm256_loadu_ps(down + c)));
}

void gaussian_blur_simd(const float *image, float *output, size_t rows, size_t cols) {
    const long last_row = static_cast<long>(rows) - 1, last_col = static_cast<long>(cols) - 1;
    const __m256 sixteenth = _mm256_set1_ps(1.0f / 16.0f), two = _mm256_set1_ps(2.0f);
    for (long r = 0; r <= last_row; r++) {
        const float *up = image + (r > 0 ? r - 1 : 0) * static_cast<long>(cols);
        const float *mid = image + r * static_cast<long>(cols);
        const float *down = image + (r < last_row ? r + 1 : last_row) * static_cast<long>(cols);
        float *out = output + r * static_cast<long>(cols);
        out[0] = blur_pixel(up, mid, down, 0, last_col);
        long c = 1;
        // Interior columns, eight at a time: vertical 1-2-1 sums at c-1, c, c+1, then horizontal.
        for (; c + 8 <= last_col; c += 8) {
            __m256 vl = blur_vertical8(up, mid, down, c - 1);
            __m256 vm = blur_vertical8(up, mid, down, c);
            __m256 vr = blur_vertical8(up, mid, down, c + 1);
            __m256 sum = _mm256_fmadd_ps(vm, two, _mm256_add_ps(vl, vr));
            _mm256_storeu_ps(out + c, _mm256_mul_ps(sum, sixteenth));
        }
        for (; c <= last_col; c++) out[c] = blur_pixel(up, mid, down, c, last_col);
    }
}
