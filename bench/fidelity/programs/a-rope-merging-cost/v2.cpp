// Sort once, then two queues (sorted originals and merged ropes, which come out non-decreasing).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n), merged;
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end());
    merged.reserve(n);
    size_t i = 0, j = 0;
    auto take = [&]() {
        if (j >= merged.size() || (i < a.size() && a[i] <= merged[j])) return a[i++];
        return merged[j++];
    };
    long long cost = 0;
    for (int step = 1; step < n; step++) {
        long long x = take(), y = take();
        cost += x + y;
        merged.push_back(x + y);
    }
    printf("%lld\n", cost);
}
