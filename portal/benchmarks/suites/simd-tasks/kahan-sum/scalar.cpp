float kahan_sum(const float *values, size_t length) {
    float sum = 0.0f, compensation = 0.0f;
    for (size_t i = 0; i < length; i++) {
        float y = values[i] - compensation;
        float t = sum + y;
        compensation = (t - sum) - y;
        sum = t;
    }
    return sum;
}
