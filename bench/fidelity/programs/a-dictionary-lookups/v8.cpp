// Open-addressing hash set of 64-bit codes (linear probing), output collected in one buffer.
#include <cstdio>
#include <string>
#include <vector>
// 2 bits a letter plus a leading 1 bit: distinct strings of length <= 12 get distinct codes
static unsigned long long encode(const char *s) {
    unsigned long long code = 1;
    for (; *s; s++) code = code << 2 | (*s == 'A' ? 0 : *s == 'C' ? 1 : *s == 'G' ? 2 : 3);
    return code;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    const size_t cap = 1 << 15;
    std::vector<unsigned long long> table(cap, 0);  // 0 never is a code (leading 1 bit)
    std::string out;
    char cmd[8], s[16];
    for (int i = 0; i < n; i++) {
        scanf("%7s %15s", cmd, s);
        unsigned long long c = encode(s);
        size_t h = (c * 0x9E3779B97F4A7C15ULL) >> 49;
        while (table[h] != 0 && table[h] != c) h = (h + 1) & (cap - 1);
        if (cmd[0] == 'i') table[h] = c;
        else out += table[h] == c ? "yes\n" : "no\n";
    }
    fputs(out.c_str(), stdout);
}
