float l4_norm(const float *values, size_t length) {
    float sum = 0.0f;
    for (size_t i = 0; i < length; i++) {
        float square = values[i] * values[i];
        sum += square * square;
    }
    return std::sqrt(std::sqrt(sum));
}
