// Sort the houses first (distances need no abs), reserve, nth_element.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<long long> a(n), d;
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end());
    d.reserve((size_t)n * (n - 1) / 2);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) d.push_back(a[j] - a[i]);
    std::nth_element(d.begin(), d.begin() + (k - 1), d.end());
    printf("%lld\n", d[k - 1]);
}
