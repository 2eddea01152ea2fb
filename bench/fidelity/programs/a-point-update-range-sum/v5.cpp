// Prefix sums rebuilt lazily: an update marks them stale; a query after updates rebuilds (O(n)).
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> a(n + 1, 0), pre(n + 1, 0);
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    bool stale = true;
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        scanf("%d %lld %lld", &t, &x, &y);
        if (t == 1) { a[x] = y; stale = true; continue; }
        if (stale) { for (int i = 1; i <= n; i++) pre[i] = pre[i - 1] + a[i]; stale = false; }
        printf("%lld\n", pre[y] - pre[x - 1]);
    }
}
