void vector_magnitude(const float *x, const float *y, float *magnitude, size_t length) {
    for (size_t i = 0; i < length; i++) {
        magnitude[i] = std::sqrt(x[i] * x[i] + y[i] * y[i]);
    }
}
