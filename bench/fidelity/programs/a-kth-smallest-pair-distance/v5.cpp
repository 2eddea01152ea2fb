// All distances as 32-bit unsigned values (half the memory), nth_element.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    std::vector<unsigned> d((size_t)n * (n - 1) / 2);
    size_t t = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) d[t++] = (unsigned)(a[i] > a[j] ? a[i] - a[j] : a[j] - a[i]);
    std::nth_element(d.begin(), d.begin() + (k - 1), d.end());
    printf("%u\n", d[k - 1]);
}
