#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::pair<long long, long long>> seg(n);
    for (auto &s : seg) scanf("%lld %lld", &s.first, &s.second);
    // sweep the segments by left end, extending the current piece while they overlap or touch
    std::sort(seg.begin(), seg.end());
    long long pieces = 0, total = 0;
    long long curL = seg[0].first, curR = seg[0].second;
    for (int i = 1; i < n; i++) {
        if (seg[i].first <= curR) {
            if (seg[i].second > curR) curR = seg[i].second;
        } else {
            pieces++;
            total += curR - curL;
            curL = seg[i].first;
            curR = seg[i].second;
        }
    }
    pieces++;
    total += curR - curL;
    printf("%lld %lld\n", pieces, total);
}
