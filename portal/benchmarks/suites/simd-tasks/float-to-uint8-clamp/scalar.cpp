void float_to_uint8_clamp(const float *input, float scale, uint8_t *output, size_t length) {
    for (size_t i = 0; i < length; i++) {
        long value = std::lrint(input[i] * scale);
        if (value < 0) value = 0;
        if (value > 255) value = 255;
        output[i] = static_cast<uint8_t>(value);
    }
}
