void rational_scale(const int32_t *input, int32_t numerator, int32_t denominator, int32_t *output, size_t length) {
    for (size_t i = 0; i < length; i++) {
        int64_t product = static_cast<int64_t>(input[i]) * numerator;
        output[i] = static_cast<int32_t>(product / denominator);
    }
}
