// Strings packed into 64-bit codes in an unordered_set (reserved).
#include <cstdio>
#include <unordered_set>
// 2 bits a letter plus a leading 1 bit: distinct strings of length <= 12 get distinct codes
static unsigned long long encode(const char *s) {
    unsigned long long code = 1;
    for (; *s; s++) code = code << 2 | (*s == 'A' ? 0 : *s == 'C' ? 1 : *s == 'G' ? 2 : 3);
    return code;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::unordered_set<unsigned long long> dict;
    dict.reserve(2 * n);
    char cmd[8], s[16];
    for (int i = 0; i < n; i++) {
        scanf("%7s %15s", cmd, s);
        if (cmd[0] == 'i') dict.insert(encode(s));
        else puts(dict.count(encode(s)) ? "yes" : "no");
    }
}
