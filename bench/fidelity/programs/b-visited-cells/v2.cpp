// All visited cells in a vector of 64-bit keys, std::sort + std::unique.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    scanf("%s", s.data());
    std::vector<long long> cells;
    cells.reserve(m + 1);
    long long x = 0, y = 0;
    cells.push_back(0);
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        cells.push_back(x * 4000000 + y);
    }
    std::sort(cells.begin(), cells.end());
    printf("%zu\n", (size_t)(std::unique(cells.begin(), cells.end()) - cells.begin()));
}
