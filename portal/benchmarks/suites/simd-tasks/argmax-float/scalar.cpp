size_t argmax(const float *values, size_t length) {
    size_t best = 0;
    for (size_t i = 1; i < length; i++) {
        if (values[i] > values[best]) best = i;
    }
    return best;
}
