// Interval DP over chain lengths, O(n^3), 64-bit table.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long p[20], m[20][20] = {};
    for (int i = 0; i <= n; i++) scanf("%lld", &p[i]);
    for (int len = 2; len <= n; len++)
        for (int i = 1; i + len - 1 <= n; i++) {
            int j = i + len - 1;
            long long best = -1;
            for (int k = i; k < j; k++) {
                long long c = m[i][k] + m[k + 1][j] + p[i - 1] * p[k] * p[j];
                if (best < 0 || c < best) best = c;
            }
            m[i][j] = best;
        }
    printf("%lld\n", m[1][n]);
}
