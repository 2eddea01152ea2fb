// The baseline's recursion memoised in a (kind x amount) table: O(n A).
#include <cstdio>
#include <cstring>
static const long long MOD = 1000000007;
static int n, coins[16];
static long long memo[16][1001];
static long long ways(int i, int rest) {
    if (rest == 0) return 1;
    if (i == n) return 0;
    long long &m = memo[i][rest];
    if (m >= 0) return m;
    long long total = ways(i + 1, rest);
    if (coins[i] <= rest) total += ways(i, rest - coins[i]);
    return m = total % MOD;
}
int main() {
    int amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    for (int i = 0; i < n; i++) scanf("%d", &coins[i]);
    memset(memo, -1, sizeof memo);
    printf("%lld\n", ways(0, amount));
}
