// Offline: sort stations and (driver, index) pairs, one merge-like sweep, answers in input order.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> p(n), ans(q);
    for (auto &x : p) scanf("%lld", &x);
    std::vector<std::pair<long long, int>> d(q);
    for (int j = 0; j < q; j++) { scanf("%lld", &d[j].first); d[j].second = j; }
    std::sort(p.begin(), p.end());
    std::sort(d.begin(), d.end());
    size_t i = 0;
    for (auto &[x, j] : d) {
        while (i < p.size() && p[i] < x) i++;
        long long best = 4000000000LL;
        if (i < p.size()) best = p[i] - x;
        if (i > 0) best = std::min(best, x - p[i - 1]);
        ans[j] = best;
    }
    for (long long a : ans) printf("%lld\n", a);
}
