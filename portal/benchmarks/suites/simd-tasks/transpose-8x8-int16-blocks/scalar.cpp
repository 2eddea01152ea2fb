void transpose_blocks(const int16_t *input, int16_t *output, size_t count) {
    for (size_t m = 0; m < count; m++) {
        const int16_t *in = input + 64 * m;
        int16_t *out = output + 64 * m;
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) out[8 * c + r] = in[8 * r + c];
    }
}
