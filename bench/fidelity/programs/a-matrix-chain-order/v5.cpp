// Exponential recursion that tries the split points with a lower-bound prune (branch and bound).
#include <cstdio>
static long long p[20];
static long long cost(int i, int j) {
    if (i == j) return 0;
    if (j == i + 1) return p[i - 1] * p[i] * p[j];
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long top = p[i - 1] * p[k] * p[j];
        if (best >= 0 && top >= best) continue;  // sub-costs are >= 0: this split cannot win
        long long c = top + cost(i, k);
        if (best >= 0 && c >= best) continue;
        c += cost(k + 1, j);
        if (best < 0 || c < best) best = c;
    }
    return best;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i <= n; i++) scanf("%lld", &p[i]);
    printf("%lld\n", cost(1, n));
}
