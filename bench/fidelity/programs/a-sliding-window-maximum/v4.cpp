// Sparse table of maxima (O(n log n) memory), one O(1) query per window.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int levels = 1;
    while ((1 << levels) <= n) levels++;
    std::vector<std::vector<long long>> st(levels, std::vector<long long>(n));
    for (auto &x : st[0]) scanf("%lld", &x);
    for (int l = 1; l < levels; l++)
        for (int i = 0; i + (1 << l) <= n; i++)
            st[l][i] = std::max(st[l - 1][i], st[l - 1][i + (1 << (l - 1))]);
    int l = 0;
    while ((2 << l) <= k) l++;
    long long total = 0;
    for (int i = 0; i + k <= n; i++) total += std::max(st[l][i], st[l][i + k - (1 << l)]);
    printf("%lld\n", total);
}
