// Monotonic std::deque of indices, iostream without sync.
#include <deque>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto &x : a) std::cin >> x;
    std::deque<int> dq;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        while (!dq.empty() && a[dq.back()] <= a[i]) dq.pop_back();
        dq.push_back(i);
        if (dq.front() <= i - k) dq.pop_front();
        if (i >= k - 1) total += a[dq.front()];
    }
    std::cout << total << "\n";
}
