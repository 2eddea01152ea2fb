void delta_decode(const uint8_t *deltas, uint8_t *output, size_t length) {
    uint8_t running = 0;
    for (size_t i = 0; i < length; i++) {
        running = static_cast<uint8_t>(running + deltas[i]);
        output[i] = running;
    }
}
