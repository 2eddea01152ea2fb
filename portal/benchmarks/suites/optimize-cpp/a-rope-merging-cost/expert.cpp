#include <cstdio>
#include <functional>
#include <queue>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    // a min-heap gives the two shortest ropes in O(log n) instead of two linear scans
    std::priority_queue<long long, std::vector<long long>, std::greater<long long>> heap(
        std::greater<long long>(), std::move(a));
    long long cost = 0;
    while (heap.size() > 1) {
        long long x = heap.top(); heap.pop();
        long long y = heap.top(); heap.pop();
        cost += x + y;
        heap.push(x + y);
    }
    printf("%lld\n", cost);
}
