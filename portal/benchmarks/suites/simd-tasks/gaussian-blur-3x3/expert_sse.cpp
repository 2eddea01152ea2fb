// One output pixel from the three (already clamped) source rows, with clamped columns.
static inline float blur_pixel(const float *up, const float *mid, const float *down, long c, long last_col) {
    long left = c > 0 ? c - 1 : 0, right = c < last_col ? c + 1 : last_col;
    float l = up[left] + 2.0f * mid[left] + down[left];
    float m = up[c] + 2.0f * mid[c] + down[c];
    float r = up[right] + 2.0f * mid[right] + down[right];
    return (l + 2.0f * m + r) * (1.0f / 16.0f);
}

void gaussian_blur_simd(const float *image, float *output, size_t rows, size_t cols) {
    const long last_row = static_cast<long>(rows) - 1, last_col = static_cast<long>(cols) - 1;
    const __m128 sixteenth = _mm_set1_ps(1.0f / 16.0f);
    for (long r = 0; r <= last_row; r++) {
        const float *up = image + (r > 0 ? r - 1 : 0) * static_cast<long>(cols);
        const float *mid = image + r * static_cast<long>(cols);
        const float *down = image + (r < last_row ? r + 1 : last_row) * static_cast<long>(cols);
        float *out = output + r * static_cast<long>(cols);
        out[0] = blur_pixel(up, mid, down, 0, last_col);
        long c = 1;
        // Interior columns, four at a time: vertical 1-2-1 sums at c-1, c, c+1, then horizontal.
        for (; c + 4 <= last_col; c += 4) {
            __m128 vl = _mm_add_ps(_mm_add_ps(_mm_loadu_ps(up + c - 1), _mm_loadu_ps(down + c - 1)),
                                   _mm_add_ps(_mm_loadu_ps(mid + c - 1), _mm_loadu_ps(mid + c - 1)));
            __m128 vm = _mm_add_ps(_mm_add_ps(_mm_loadu_ps(up + c), _mm_loadu_ps(down + c)),
                                   _mm_add_ps(_mm_loadu_ps(mid + c), _mm_loadu_ps(mid + c)));
            __m128 vr = _mm_add_ps(_mm_add_ps(_mm_loadu_ps(up + c + 1), _mm_loadu_ps(down + c + 1)),
                                   _mm_add_ps(_mm_loadu_ps(mid + c + 1), _mm_loadu_ps(mid + c + 1)));
            __m128 sum = _mm_add_ps(_mm_add_ps(vl, vr), _mm_add_ps(vm, vm));
            _mm_storeu_ps(out + c, _mm_mul_ps(sum, sixteenth));
        }
        for (; c <= last_col; c++) out[c] = blur_pixel(up, mid, down, c, last_col);
    }
}
