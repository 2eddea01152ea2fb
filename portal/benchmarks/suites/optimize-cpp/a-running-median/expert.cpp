#include <cstdio>
#include <functional>
#include <queue>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    // low: the smaller half (max-heap), holding the median on top; high: the larger half (min-heap)
    std::priority_queue<long long> low;
    std::priority_queue<long long, std::vector<long long>, std::greater<long long>> high;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        if (low.empty() || x <= low.top()) low.push(x);
        else high.push(x);
        // rebalance so that low holds ceil(k / 2) numbers
        if (low.size() > high.size() + 1) { high.push(low.top()); low.pop(); }
        else if (high.size() > low.size()) { low.push(high.top()); high.pop(); }
        total += low.top();
    }
    printf("%lld\n", total);
}
