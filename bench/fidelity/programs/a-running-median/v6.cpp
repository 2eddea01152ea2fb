// Two heaps kept by hand with std::push_heap / pop_heap, fast iostream.
#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> low, high;  // low: max-heap; high: min-heap
    long long total = 0;
    auto lowPush = [&](long long v) { low.push_back(v); std::push_heap(low.begin(), low.end()); };
    auto highPush = [&](long long v) { high.push_back(v); std::push_heap(high.begin(), high.end(), std::greater<>()); };
    for (int k = 1; k <= n; k++) {
        long long x;
        std::cin >> x;
        if (low.empty() || x <= low.front()) lowPush(x); else highPush(x);
        if (low.size() > high.size() + 1) {
            std::pop_heap(low.begin(), low.end());
            highPush(low.back());
            low.pop_back();
        } else if (high.size() > low.size()) {
            std::pop_heap(high.begin(), high.end(), std::greater<>());
            lowPush(high.back());
            high.pop_back();
        }
        total += low.front();
    }
    std::cout << total << "\n";
}
