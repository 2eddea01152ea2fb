// Counting over compressed values with a Fenwick tree; the median by binary lifting. Reads all first.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::vector<long long> v(a);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    int m = (int)v.size(), logm = 1;
    while ((1 << logm) <= m) logm++;
    std::vector<int> tree(m + 1, 0);
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        int r = (int)(std::lower_bound(v.begin(), v.end(), a[k - 1]) - v.begin()) + 1;
        for (int p = r; p <= m; p += p & -p) tree[p]++;
        int want = (k + 1) / 2, pos = 0;  // largest pos with count(<= pos) < want
        for (int step = 1 << logm; step; step >>= 1)
            if (pos + step <= m && tree[pos + step] < want) { pos += step; want -= tree[pos]; }
        total += v[pos];
    }
    printf("%lld\n", total);
}
