// std::set of disjoint (left, right) pieces; merging with lower_bound and erase.
#include <cstdio>
#include <iterator>
#include <set>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::set<std::pair<long long, long long>> pieces;
    for (int i = 0; i < n; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        auto it = pieces.lower_bound({l, -1});
        if (it != pieces.begin() && std::prev(it)->second >= l) --it;
        while (it != pieces.end() && it->first <= r) {
            if (it->first < l) l = it->first;
            if (it->second > r) r = it->second;
            it = pieces.erase(it);
        }
        pieces.insert({l, r});
    }
    long long total = 0;
    for (auto &p : pieces) total += p.second - p.first;
    printf("%zu %lld\n", pieces.size(), total);
}
