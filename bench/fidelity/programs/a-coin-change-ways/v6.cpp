// Exponential recursion over how many coins of each kind (a loop per level, no memo).
#include <cstdio>
static const long long MOD = 1000000007;
static int n, coins[16];
static long long ways(int i, int rest) {
    if (rest == 0) return 1;
    if (i == n) return 0;
    long long total = 0;
    for (int r = rest; r >= 0; r -= coins[i]) total += ways(i + 1, r);
    return total % MOD;
}
int main() {
    int amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    for (int i = 0; i < n; i++) scanf("%d", &coins[i]);
    printf("%lld\n", ways(0, amount));
}
