#include <cstdio>
#include <vector>

int main() {
    const long long MOD = 1000000007;
    int h, w;
    if (scanf("%d %d", &h, &w) != 2) return 1;
    std::vector<std::vector<char>> field(h, std::vector<char>(w + 1));
    char line[64];
    for (int r = 0; r < h; r++) {
        scanf("%63s", line);
        for (int c = 0; c < w; c++) field[r][c] = line[c];
    }
    // ways[c]: routes from the start to cell (r, c) of the current row
    std::vector<long long> ways(w, 0);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            if (field[r][c] == '#') { ways[c] = 0; continue; }
            if (r == 0 && c == 0) { ways[c] = 1; continue; }
            if (c > 0) ways[c] = (ways[c] + ways[c - 1]) % MOD;
        }
    printf("%lld\n", ways[w - 1]);
}
