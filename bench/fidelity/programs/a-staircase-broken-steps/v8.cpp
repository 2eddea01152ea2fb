// The exponential recursion with one extra pruning: steps from which the top is unreachable are cut.
#include <cstdio>
static const long long MOD = 1000000007;
static int N, K, jumps[8];
static bool broken[128], alive[128];
static long long ways(int i) {
    if (i == N) return 1;
    long long total = 0;
    for (int j = 0; j < K; j++) {
        int t = i + jumps[j];
        if (t <= N && alive[t]) total += ways(t);
    }
    return total % MOD;
}
int main() {
    int m;
    if (scanf("%d %d %d", &N, &K, &m) != 3) return 1;
    for (int i = 0; i < K; i++) scanf("%d", &jumps[i]);
    for (int i = 0; i < m; i++) { int b; scanf("%d", &b); broken[b] = true; }
    for (int i = N; i >= 0; i--) {
        alive[i] = !broken[i] && i == N;
        for (int j = 0; j < K && !alive[i] && !broken[i]; j++)
            if (i + jumps[j] <= N && alive[i + jumps[j]]) alive[i] = true;
    }
    printf("%lld\n", ways(0));
}
