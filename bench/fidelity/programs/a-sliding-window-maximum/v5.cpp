// Blocks of K: prefix maxima and suffix maxima per block; a window max is one suffix and one prefix.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<long long> a(n), pre(n), suf(n);
    for (auto &x : a) scanf("%lld", &x);
    for (int i = 0; i < n; i++) pre[i] = i % k == 0 ? a[i] : std::max(pre[i - 1], a[i]);
    for (int i = n - 1; i >= 0; i--) suf[i] = (i == n - 1 || (i + 1) % k == 0) ? a[i] : std::max(suf[i + 1], a[i]);
    long long total = 0;
    for (int i = 0; i + k <= n; i++) total += std::max(suf[i], pre[i + k - 1]);
    printf("%lld\n", total);
}
