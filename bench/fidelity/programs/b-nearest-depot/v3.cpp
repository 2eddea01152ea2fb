// Depots sorted by x; scan outwards from the customer's x and stop once |dx| alone exceeds the best.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<std::pair<int, int>> d(n);
    for (auto &p : d) scanf("%d %d", &p.first, &p.second);
    std::sort(d.begin(), d.end());
    for (int j = 0; j < q; j++) {
        int x, y;
        scanf("%d %d", &x, &y);
        int best = 1 << 30;
        int mid = (int)(std::lower_bound(d.begin(), d.end(), std::make_pair(x, -1)) - d.begin());
        for (int i = mid; i < n && d[i].first - x < best; i++)
            best = std::min(best, d[i].first - x + std::abs(d[i].second - y));
        for (int i = mid - 1; i >= 0 && x - d[i].first < best; i--)
            best = std::min(best, x - d[i].first + std::abs(d[i].second - y));
        printf("%d\n", best);
    }
}
