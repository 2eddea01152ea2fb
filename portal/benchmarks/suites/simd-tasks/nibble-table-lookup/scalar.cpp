void table_lookup(const uint8_t *codes, const uint8_t *table, uint8_t *output, size_t length) {
    for (size_t i = 0; i < length; i++) output[i] = table[codes[i]];
}
