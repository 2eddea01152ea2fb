// Sort segments by left end, one sweep merging overlapping or touching segments.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::pair<long long, long long>> seg(n);
    for (auto &s : seg) scanf("%lld %lld", &s.first, &s.second);
    std::sort(seg.begin(), seg.end());
    long long pieces = 0, total = 0, l = seg[0].first, r = seg[0].second;
    for (int i = 1; i < n; i++) {
        if (seg[i].first <= r) { if (seg[i].second > r) r = seg[i].second; }
        else { pieces++; total += r - l; l = seg[i].first; r = seg[i].second; }
    }
    pieces++;
    total += r - l;
    printf("%lld %lld\n", pieces, total);
}
