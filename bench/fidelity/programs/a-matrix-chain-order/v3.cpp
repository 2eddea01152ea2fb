// The baseline's exponential recursion over a plain array, scanf/printf.
#include <cstdio>
static long long p[20];
static long long cost(int i, int j) {
    if (i == j) return 0;
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(i, k) + cost(k + 1, j) + p[i - 1] * p[k] * p[j];
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
