// std::multiset (duplicates kept), printf per line.
#include <cstdio>
#include <set>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::multiset<long long> p;
    for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); p.insert(x); }
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        auto it = p.lower_bound(x);
        long long best = 4000000000LL;
        if (it != p.end()) best = *it - x;
        if (it != p.begin()) { --it; if (x - *it < best) best = x - *it; }
        printf("%lld\n", best);
    }
}
