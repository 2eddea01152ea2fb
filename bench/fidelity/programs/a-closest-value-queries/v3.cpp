// std::set of station positions, lower_bound per driver; fast iostream.
#include <iostream>
#include <set>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::set<long long> p;
    for (int i = 0; i < n; i++) { long long x; std::cin >> x; p.insert(x); }
    for (int j = 0; j < q; j++) {
        long long x;
        std::cin >> x;
        auto it = p.lower_bound(x);
        long long best = 4000000000LL;
        if (it != p.end()) best = *it - x;
        if (it != p.begin()) best = std::min(best, x - *std::prev(it));
        std::cout << best << '\n';
    }
}
