// The baseline's recursion memoised in a table.
#include <cstdio>
#include <cstring>
static int n;
static long long p[20], memo[20][20];
static long long cost(int i, int j) {
    if (i == j) return 0;
    long long &m = memo[i][j];
    if (m >= 0) return m;
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(i, k) + cost(k + 1, j) + p[i - 1] * p[k] * p[j];
        if (best < 0 || c < best) best = c;
    }
    return m = best;
}
int main() {
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i <= n; i++) scanf("%lld", &p[i]);
    memset(memo, -1, sizeof memo);
    printf("%lld\n", cost(1, n));
}
