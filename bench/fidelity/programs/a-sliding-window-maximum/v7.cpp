// Max-heap of (value, index) with lazy deletion of entries that left the window.
#include <cstdio>
#include <queue>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::priority_queue<std::pair<long long, int>> heap;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        heap.push({a[i], i});
        if (i >= k - 1) {
            while (heap.top().second <= i - k) heap.pop();
            total += heap.top().first;
        }
    }
    printf("%lld\n", total);
}
