// Every pair distance, then a full std::sort (more work than selection).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<long long> a(n), d;
    for (auto &x : a) scanf("%lld", &x);
    d.reserve((size_t)n * (n - 1) / 2);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) d.push_back(a[i] > a[j] ? a[i] - a[j] : a[j] - a[i]);
    std::sort(d.begin(), d.end());
    printf("%lld\n", d[k - 1]);
}
