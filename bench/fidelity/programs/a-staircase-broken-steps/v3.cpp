// The baseline's exponential recursion over plain arrays, scanf/printf.
#include <cstdio>
static const long long MOD = 1000000007;
static int N, K, jumps[8];
static bool broken[128];
static long long ways(int i) {
    if (i == N) return 1;
    long long total = 0;
    for (int j = 0; j < K; j++) {
        int t = i + jumps[j];
        if (t <= N && !broken[t]) total += ways(t);
    }
    return total % MOD;
}
int main() {
    int m;
    if (scanf("%d %d %d", &N, &K, &m) != 3) return 1;
    for (int i = 0; i < K; i++) scanf("%d", &jumps[i]);
    for (int i = 0; i < m; i++) { int b; scanf("%d", &b); broken[b] = true; }
    printf("%lld\n", ways(0));
}
