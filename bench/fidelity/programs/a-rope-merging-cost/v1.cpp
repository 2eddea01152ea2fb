// Min-heap (priority_queue with greater<>), O(n log n).
#include <cstdio>
#include <functional>
#include <queue>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::priority_queue<long long, std::vector<long long>, std::greater<long long>> heap;
    for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); heap.push(x); }
    long long cost = 0;
    while (heap.size() > 1) {
        long long x = heap.top(); heap.pop();
        long long y = heap.top(); heap.pop();
        cost += x + y;
        heap.push(x + y);
    }
    printf("%lld\n", cost);
}
