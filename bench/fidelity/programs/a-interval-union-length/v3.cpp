// The baseline's absorb-all scan over pieces stored as an array of pairs (AoS), scanf.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::pair<long long, long long>> pieces;
    for (int i = 0; i < n; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        for (size_t k = 0; k < pieces.size();) {
            if (pieces[k].first <= r && l <= pieces[k].second) {
                if (pieces[k].first < l) l = pieces[k].first;
                if (pieces[k].second > r) r = pieces[k].second;
                pieces[k] = pieces.back();
                pieces.pop_back();
            } else {
                k++;
            }
        }
        pieces.push_back({l, r});
    }
    long long total = 0;
    for (auto &p : pieces) total += p.second - p.first;
    printf("%zu %lld\n", pieces.size(), total);
}
