void threshold_replace(int16_t *values, size_t length, int16_t threshold, int16_t replacement) {
    for (size_t i = 0; i < length; i++) {
        if (values[i] > threshold) values[i] = replacement;
    }
}
