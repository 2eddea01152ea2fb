void rgb_to_rgba(const uint8_t *rgb, uint8_t alpha, uint8_t *rgba, size_t length) {
    for (size_t i = 0; i < length; i++) {
        rgba[4 * i] = rgb[3 * i];
        rgba[4 * i + 1] = rgb[3 * i + 1];
        rgba[4 * i + 2] = rgb[3 * i + 2];
        rgba[4 * i + 3] = alpha;
    }
}
