// Depots in a std::multimap keyed by x: walked outwards with iterators (tree nodes) and pruned.
#include <cstdio>
#include <cstdlib>
#include <map>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::multimap<int, int> d;
    for (int i = 0; i < n; i++) { int x, y; scanf("%d %d", &x, &y); d.insert({x, y}); }
    for (int j = 0; j < q; j++) {
        int x, y;
        scanf("%d %d", &x, &y);
        int best = 1 << 30;
        auto mid = d.lower_bound(x);
        for (auto it = mid; it != d.end() && it->first - x < best; ++it) {
            int v = it->first - x + std::abs(it->second - y);
            if (v < best) best = v;
        }
        for (auto it = mid; it != d.begin();) {
            --it;
            if (x - it->first >= best) break;
            int v = x - it->first + std::abs(it->second - y);
            if (v < best) best = v;
        }
        printf("%d\n", best);
    }
}
