// Square-root decomposition: block sums of 150 shelves.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    const int B = 150;
    std::vector<long long> a(n), block(n / B + 1, 0);
    for (int i = 0; i < n; i++) { scanf("%lld", &a[i]); block[i / B] += a[i]; }
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        scanf("%d %lld %lld", &t, &x, &y);
        if (t == 1) { block[(x - 1) / B] += y - a[x - 1]; a[x - 1] = y; continue; }
        int l = (int)x - 1, r = (int)y - 1;
        long long s = 0;
        while (l <= r && l % B) s += a[l++];
        while (l + B - 1 <= r) { s += block[l / B]; l += B; }
        while (l <= r) s += a[l++];
        printf("%lld\n", s);
    }
}
