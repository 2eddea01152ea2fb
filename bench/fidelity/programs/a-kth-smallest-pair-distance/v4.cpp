// Binary search on the answer; counting with upper_bound for every house (O(n log n) per step).
#include <algorithm>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto &x : a) std::cin >> x;
    std::sort(a.begin(), a.end());
    long long lo = 0, hi = a[n - 1] - a[0];
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2, count = 0;
        for (int i = 0; i < n; i++) count += std::upper_bound(a.begin() + i + 1, a.end(), a[i] + mid) - (a.begin() + i + 1);
        if (count >= k) hi = mid; else lo = mid + 1;
    }
    std::cout << lo << "\n";
}
