// Fenwick tree: O(log n) update and query; scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> a(n + 1), tree(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        scanf("%lld", &a[i]);
        for (int p = i; p <= n; p += p & -p) tree[p] += a[i];
    }
    auto prefix = [&](int i) { long long s = 0; for (; i > 0; i -= i & -i) s += tree[i]; return s; };
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        scanf("%d %lld %lld", &t, &x, &y);
        if (t == 1) {
            long long delta = y - a[x];
            a[x] = y;
            for (int p = (int)x; p <= n; p += p & -p) tree[p] += delta;
        } else {
            printf("%lld\n", prefix((int)y) - prefix((int)x - 1));
        }
    }
}
