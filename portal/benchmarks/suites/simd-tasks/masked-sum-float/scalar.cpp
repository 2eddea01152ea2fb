float masked_sum(const float *values, const uint8_t *mask, size_t length) {
    float sum = 0.0f;
    for (size_t i = 0; i < length; i++) {
        if (mask[i]) sum += values[i];
    }
    return sum;
}
