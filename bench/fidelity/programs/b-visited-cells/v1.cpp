// Cells packed into 64-bit keys in an unordered_set (reserved).
#include <cstdio>
#include <string>
#include <unordered_set>
#include <vector>
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    scanf("%s", s.data());
    std::unordered_set<unsigned long long> seen;
    seen.reserve(2 * (size_t)m + 2);
    long long x = 0, y = 0;
    auto key = [](long long a, long long b) { return (unsigned long long)(a + (1 << 20)) << 21 | (unsigned long long)(b + (1 << 20)); };
    seen.insert(key(0, 0));
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        seen.insert(key(x, y));
    }
    printf("%zu\n", seen.size());
}
