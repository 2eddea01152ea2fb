// Exponential route enumeration with an explicit stack instead of recursion.
#include <cstdio>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int h, w;
    if (scanf("%d %d", &h, &w) != 2) return 1;
    std::vector<std::vector<char>> g(h, std::vector<char>(w));
    char line[64];
    for (int r = 0; r < h; r++) {
        scanf("%63s", line);
        for (int c = 0; c < w; c++) g[r][c] = line[c];
    }
    long long count = 0;
    std::vector<int> stack;
    stack.push_back(0);
    while (!stack.empty()) {
        int cell = stack.back();
        stack.pop_back();
        int r = cell >> 8, c = cell & 255;
        if (r >= h || c >= w || g[r][c] == '#') continue;
        if (r == h - 1 && c == w - 1) { if (++count == MOD) count = 0; continue; }
        stack.push_back(cell + 1);
        stack.push_back(cell + 256);
    }
    printf("%lld\n", count);
}
