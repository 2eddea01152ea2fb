float mean_above(const float *values, size_t length, float threshold) {
    float sum = 0.0f;
    size_t count = 0;
    for (size_t i = 0; i < length; i++) {
        if (values[i] > threshold) {
            sum += values[i];
            count++;
        }
    }
    return count ? sum / static_cast<float>(count) : 0.0f;
}
