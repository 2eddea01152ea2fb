// 64-bit codes kept in a sorted vector: binary search, insertion shifts the tail (O(n) memmove).
#include <algorithm>
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
        auto it = std::lower_bound(dict.begin(), dict.end(), c);
        bool found = it != dict.end() && *it == c;
        if (cmd[0] == 'i') { if (!found) dict.insert(it, c); }
        else puts(found ? "yes" : "no");
    }
}
