// The baseline's 64-bit loop with scanf/printf instead of iostream (a near tie).
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<long long> a(n), b(m);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    long long best = 0;
    int where = -1;
    for (int s = 0; s + m <= n; s++) {
        long long score = 0;
        for (int i = 0; i < m; i++) score += a[s + i] * b[i];
        if (where == -1 || score > best) { best = score; where = s; }
    }
    printf("%lld %d\n", best, where);
}
