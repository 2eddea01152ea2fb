#include <cstdio>
#include <cstring>
#include <unordered_set>

// A fragment of at most 12 letters, each coded 1..4 in base 5, is a unique integer below 5^12.
static unsigned encode(const char *s) {
    unsigned code = 0;
    for (; *s; s++) {
        unsigned digit = *s == 'A' ? 1 : *s == 'C' ? 2 : *s == 'G' ? 3 : 4;
        code = code * 5 + digit;
    }
    return code;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::unordered_set<unsigned> dict;
    dict.reserve(2 * n + 1);
    char command[16], s[16];
    static char out[4 * 10000 + 16];
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        scanf("%15s %15s", command, s);
        unsigned code = encode(s);
        if (command[0] == 'i') {
            dict.insert(code);
        } else if (dict.count(code)) {
            memcpy(out + len, "yes\n", 4);
            len += 4;
        } else {
            memcpy(out + len, "no\n", 3);
            len += 3;
        }
    }
    fwrite(out, 1, len, stdout);
}
