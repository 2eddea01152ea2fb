// std::map of disjoint pieces (left -> right); each new segment absorbs its overlapping neighbours.
#include <cstdio>
#include <iterator>
#include <map>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::map<long long, long long> pieces;
    for (int i = 0; i < n; i++) {
        long long l, r;
        scanf("%lld %lld", &l, &r);
        auto it = pieces.upper_bound(r);  // first piece starting after r: it cannot touch
        while (it != pieces.begin()) {
            auto prev = std::prev(it);
            if (prev->second < l) break;
            if (prev->first < l) l = prev->first;
            if (prev->second > r) r = prev->second;
            it = pieces.erase(prev);
        }
        pieces[l] = r;
    }
    long long total = 0;
    for (auto &p : pieces) total += p.second - p.first;
    printf("%zu %lld\n", pieces.size(), total);
}
