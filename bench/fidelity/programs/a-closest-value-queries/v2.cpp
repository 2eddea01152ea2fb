// Sort the stations, lower_bound per driver, look at both neighbours.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    std::sort(p.begin(), p.end());
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        auto it = std::lower_bound(p.begin(), p.end(), x);
        long long best = 4000000000LL;
        if (it != p.end()) best = *it - x;
        if (it != p.begin()) best = std::min(best, x - *(it - 1));
        printf("%lld\n", best);
    }
}
