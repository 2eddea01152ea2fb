// Two heaps: a max-heap of the lower half and a min-heap of the upper half.
#include <cstdio>
#include <functional>
#include <queue>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::priority_queue<long long> low;
    std::priority_queue<long long, std::vector<long long>, std::greater<long long>> high;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        if (low.empty() || x <= low.top()) low.push(x); else high.push(x);
        // keep |low| = ceil(k / 2): its top is the median
        if (low.size() > high.size() + 1) { high.push(low.top()); low.pop(); }
        else if (high.size() > low.size()) { low.push(high.top()); high.pop(); }
        total += low.top();
    }
    printf("%lld\n", total);
}
