size_t filter_greater(const int32_t *input, size_t length, int32_t threshold, int32_t *output) {
    size_t count = 0;
    for (size_t i = 0; i < length; i++) {
        if (input[i] > threshold) output[count++] = input[i];
    }
    return count;
}
