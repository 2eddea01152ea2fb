// Sorted stations and a hand-written binary search, fast iostream.
#include <algorithm>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::vector<long long> p(n);
    for (auto &x : p) std::cin >> x;
    std::sort(p.begin(), p.end());
    for (int j = 0; j < q; j++) {
        long long x;
        std::cin >> x;
        int lo = 0, hi = n;  // first index with p >= x
        while (lo < hi) { int mid = (lo + hi) / 2; if (p[mid] < x) lo = mid + 1; else hi = mid; }
        long long best = 4000000000LL;
        if (lo < n) best = p[lo] - x;
        if (lo > 0 && x - p[lo - 1] < best) best = x - p[lo - 1];
        std::cout << best << '\n';
    }
}
