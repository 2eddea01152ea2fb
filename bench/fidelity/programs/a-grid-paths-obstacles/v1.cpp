// The baseline's recursion memoised in a 20x20 table.
#include <cstdio>
#include <cstring>
static const long long MOD = 1000000007;
static int H, W;
static char field[24][32];
static long long memo[24][24];
static long long routes(int r, int c) {
    if (r >= H || c >= W || field[r][c] == '#') return 0;
    if (r == H - 1 && c == W - 1) return 1;
    long long &m = memo[r][c];
    if (m >= 0) return m;
    return m = (routes(r + 1, c) + routes(r, c + 1)) % MOD;
}
int main() {
    if (scanf("%d %d", &H, &W) != 2) return 1;
    for (int r = 0; r < H; r++) scanf("%31s", field[r]);
    memset(memo, -1, sizeof memo);
    printf("%lld\n", routes(0, 0));
}
