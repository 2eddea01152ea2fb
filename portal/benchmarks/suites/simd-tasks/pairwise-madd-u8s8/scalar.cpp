void pairwise_madd(const uint8_t *a, const int8_t *b, int16_t *output, size_t length) {
    for (size_t i = 0; i < length; i++) {
        int sum = a[2 * i] * b[2 * i] + a[2 * i + 1] * b[2 * i + 1];
        if (sum > 32767) sum = 32767;
        if (sum < -32768) sum = -32768;
        output[i] = static_cast<int16_t>(sum);
    }
}
