size_t find_byte(const uint8_t *data, size_t length, uint8_t target) {
    for (size_t i = 0; i < length; i++) {
        if (data[i] == target) return i;
    }
    return length;
}
