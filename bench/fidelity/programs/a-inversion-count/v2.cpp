// Fenwick tree over coordinate-compressed values (sort + unique + lower_bound).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::vector<long long> vals(a);
    std::sort(vals.begin(), vals.end());
    vals.erase(std::unique(vals.begin(), vals.end()), vals.end());
    const int m = (int)vals.size();
    std::vector<int> tree(m + 1, 0);
    long long inv = 0;
    for (int i = 0; i < n; i++) {
        int r = (int)(std::lower_bound(vals.begin(), vals.end(), a[i]) - vals.begin()) + 1;
        // elements seen so far that are <= a[i]
        int le = 0;
        for (int p = r; p > 0; p -= p & -p) le += tree[p];
        inv += i - le;
        for (int p = r; p <= m; p += p & -p) tree[p]++;
    }
    printf("%lld\n", inv);
}
