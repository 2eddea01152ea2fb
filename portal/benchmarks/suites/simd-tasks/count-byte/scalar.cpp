size_t count_byte(const uint8_t *data, size_t length, uint8_t target) {
    size_t count = 0;
    for (size_t i = 0; i < length; i++) {
        if (data[i] == target) count++;
    }
    return count;
}
