// Fenwick tree with ranks from a std::map (value -> rank), processed right to left.
#include <cstdio>
#include <map>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    std::map<long long, int> rank;
    for (auto &x : a) { scanf("%lld", &x); rank[x] = 0; }
    int m = 0;
    for (auto &kv : rank) kv.second = ++m;
    std::vector<int> tree(m + 1, 0);
    long long inv = 0;
    for (int i = n - 1; i >= 0; i--) {
        int r = rank[a[i]];
        // later elements strictly smaller than a[i]
        for (int p = r - 1; p > 0; p -= p & -p) inv += tree[p];
        for (int p = r; p <= m; p += p & -p) tree[p]++;
    }
    printf("%lld\n", inv);
}
