// Open-addressing hash set of packed keys (linear probing, power-of-two table).
#include <cstdio>
#include <vector>
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    scanf("%s", s.data());
    size_t cap = 1;
    while (cap < 2 * (size_t)(m + 1)) cap <<= 1;
    int shift = 64;
    for (size_t c = cap; c > 1; c >>= 1) shift--;
    std::vector<unsigned long long> table(cap, 0);  // keys are never 0: offset coordinates
    long long x = 0, y = 0, count = 0;
    auto add = [&](long long a, long long b) {
        unsigned long long k = (unsigned long long)(a + (1 << 20)) << 21 | (unsigned long long)(b + (1 << 20));
        size_t h = (size_t)((k * 0x9E3779B97F4A7C15ULL) >> shift);
        while (table[h] != 0 && table[h] != k) h = (h + 1) & (cap - 1);
        if (table[h] == 0) { table[h] = k; count++; }
    };
    add(0, 0);
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        add(x, y);
    }
    printf("%lld\n", count);
}
