// The baseline's 64-bit pairs and llabs, with a branchy update, scanf/printf.
#include <cstdio>
#include <cstdlib>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<std::pair<long long, long long>> d(n);
    for (auto &p : d) scanf("%lld %lld", &p.first, &p.second);
    for (int j = 0; j < q; j++) {
        long long x, y;
        scanf("%lld %lld", &x, &y);
        long long best = -1;
        for (auto &p : d) {
            long long v = llabs(x - p.first) + llabs(y - p.second);
            if (best == -1 || v < best) best = v;
        }
        printf("%lld\n", best);
    }
}
