// Forward DP over the steps: O(N K).
#include <cstdio>
int main() {
    const long long MOD = 1000000007;
    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 1;
    int s[8];
    bool broken[128] = {};
    for (int i = 0; i < k; i++) scanf("%d", &s[i]);
    for (int i = 0; i < m; i++) { int b; scanf("%d", &b); broken[b] = true; }
    long long w[128] = {};
    w[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (broken[i]) continue;
        for (int j = 0; j < k; j++) if (i >= s[j]) w[i] += w[i - s[j]];
        w[i] %= MOD;
    }
    printf("%lld\n", w[n]);
}
