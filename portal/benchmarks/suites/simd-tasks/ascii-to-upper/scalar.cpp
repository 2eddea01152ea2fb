void to_upper_ascii(char *text, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (text[i] >= 'a' && text[i] <= 'z') text[i] = static_cast<char>(text[i] - 'a' + 'A');
    }
}
