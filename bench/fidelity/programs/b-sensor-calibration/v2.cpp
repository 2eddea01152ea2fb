// Readings sorted once: v is monotone in r, so the clipped ranges are found by binary search and
// the middle sum is computed directly (O(log n + middle) per profile, no clipping tests).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> r(n);
    for (auto &x : r) scanf("%lld", &x);
    std::sort(r.begin(), r.end());
    for (int j = 0; j < q; j++) {
        long long g, o;
        scanf("%lld %lld", &g, &o);
        auto val = [&](long long x) { return x * g / 65536 + o; };
        // first index with v >= 0, first index with v > 4095
        int a = (int)(std::partition_point(r.begin(), r.end(), [&](long long x) { return val(x) < 0; }) - r.begin());
        int b = (int)(std::partition_point(r.begin(), r.end(), [&](long long x) { return val(x) <= 4095; }) - r.begin());
        long long sum = 4095LL * (n - b);
        for (int i = a; i < b; i++) sum += val(r[i]);
        printf("%d %d %lld\n", a, n - b, sum);
    }
}
