// Sorted stations, linear scan from the left until a station passes the driver (O(n) average).
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
        int i = 0;
        while (i < n && p[i] < x) i++;
        long long best = 4000000000LL;
        if (i < n) best = p[i] - x;
        if (i > 0 && x - p[i - 1] < best) best = x - p[i - 1];
        printf("%lld\n", best);
    }
}
