void masked_accumulate(int16_t *accumulator, const int16_t *values, const uint8_t *mask, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (mask[i]) accumulator[i] = static_cast<int16_t>(accumulator[i] + values[i]);
    }
}
