// Sort, then for each i binary-search the range of partners after it.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end());
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        auto range = std::equal_range(a.begin() + i + 1, a.end(), k - a[i]);
        pairs += range.second - range.first;
    }
    printf("%lld\n", pairs);
}
