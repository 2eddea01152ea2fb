void float_to_q15(const float *input, int16_t *output, size_t length) {
    for (size_t i = 0; i < length; i++) {
        long value = std::lround(input[i] * 32768.0f);
        if (value > 32767) value = 32767;
        if (value < -32768) value = -32768;
        output[i] = static_cast<int16_t>(value);
    }
}
