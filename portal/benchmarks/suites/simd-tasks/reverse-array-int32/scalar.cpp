void reverse_array(int32_t *values, size_t length) {
    for (size_t i = 0, j = length - 1; i < j; i++, j--) {
        int32_t tmp = values[i];
        values[i] = values[j];
        values[j] = tmp;
    }
}
