float dot_product(const float *a, const float *b, size_t length) {
    float sum = 0.0f;
    for (size_t i = 0; i < length; i++) sum += a[i] * b[i];
    return sum;
}
