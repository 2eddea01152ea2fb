// Linear scan over a vector of 64-bit codes (the baseline's O(n^2) on integers instead of strings).
#include <cstdio>
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
    std::vector<unsigned long long> dict;
    char cmd[8], s[16];
    for (int i = 0; i < n; i++) {
        scanf("%7s %15s", cmd, s);
        unsigned long long c = encode(s);
        bool found = false;
        for (unsigned long long d : dict) found |= d == c;
        if (cmd[0] == 'i') { if (!found) dict.push_back(c); }
        else puts(found ? "yes" : "no");
    }
}
