// Sorted start and end events (starts first at equal positions), depth counter sweep.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::pair<long long, int>> ev;
    ev.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        ev.push_back({l, 0});  // 0 sorts before 1: a touching start is seen before the end
        ev.push_back({r, 1});
    }
    std::sort(ev.begin(), ev.end());
    long long pieces = 0, total = 0, start = 0;
    int depth = 0;
    for (auto &[x, kind] : ev) {
        if (kind == 0) { if (depth++ == 0) { pieces++; start = x; } }
        else if (--depth == 0) total += x - start;
    }
    printf("%lld %lld\n", pieces, total);
}
