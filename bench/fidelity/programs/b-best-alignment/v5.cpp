// Doubles instead of integers (exact here), one accumulator: a latency-bound FP add chain.
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<double> a(n), b(m);
    for (auto &x : a) { int v; scanf("%d", &v); x = v; }
    for (auto &x : b) { int v; scanf("%d", &v); x = v; }
    double best = 0;
    int where = -1;
    for (int s = 0; s + m <= n; s++) {
        double score = 0;
        for (int i = 0; i < m; i++) score += a[s + i] * b[i];
        if (where == -1 || score > best) { best = score; where = s; }
    }
    printf("%lld %d\n", (long long)best, where);
}
