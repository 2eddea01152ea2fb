bool all_digits(const char *text, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return false;
    }
    return true;
}
