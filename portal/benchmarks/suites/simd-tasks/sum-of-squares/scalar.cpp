float sum_of_squares(const float *values, size_t length) {
    float sum = 0.0f;
    for (size_t i = 0; i < length; i++) sum += values[i] * values[i];
    return sum;
}
