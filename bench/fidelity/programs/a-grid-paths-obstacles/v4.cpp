// The baseline's exponential recursion over a padded char grid (rocks on the border), scanf input.
#include <cstdio>
static const long long MOD = 1000000007;
static int H, W;
static char g[24][24];
static long long routes(int r, int c) {
    if (g[r][c] != '.') return 0;
    if (r == H - 1 && c == W - 1) return 1;
    return (routes(r + 1, c) + routes(r, c + 1)) % MOD;
}
int main() {
    if (scanf("%d %d", &H, &W) != 2) return 1;
    char line[64];
    for (int r = 0; r < H; r++) {
        scanf("%63s", line);
        for (int c = 0; c < W; c++) g[r][c] = line[c];
    }
    printf("%lld\n", routes(0, 0));
}
