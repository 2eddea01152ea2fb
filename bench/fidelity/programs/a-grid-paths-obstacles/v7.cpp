// DP along anti-diagonals, 32-bit values with conditional subtraction.
#include <cstdio>
int main() {
    const unsigned MOD = 1000000007u;
    int h, w;
    if (scanf("%d %d", &h, &w) != 2) return 1;
    static char g[24][64];
    static unsigned dp[24][24];
    for (int r = 0; r < h; r++) scanf("%63s", g[r]);
    for (int d = 0; d <= h + w - 2; d++)
        for (int r = 0; r < h; r++) {
            int c = d - r;
            if (c < 0 || c >= w) continue;
            if (g[r][c] == '#') { dp[r][c] = 0; continue; }
            if (d == 0) { dp[r][c] = 1; continue; }
            unsigned s = (r > 0 ? dp[r - 1][c] : 0) + (c > 0 ? dp[r][c - 1] : 0);
            dp[r][c] = s >= MOD ? s - MOD : s;
        }
    printf("%u\n", dp[h - 1][w - 1]);
}
