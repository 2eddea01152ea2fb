#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end());
    // Binary search the smallest D with at least k pairs at distance <= D; each count is a
    // two-pointer sweep over the sorted positions.
    long long lo = 0, hi = a[n - 1] - a[0];
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        long long count = 0;
        int left = 0;
        for (int right = 0; right < n; right++) {
            while (a[right] - a[left] > mid) left++;
            count += right - left;
        }
        if (count >= k) hi = mid;
        else lo = mid + 1;
    }
    printf("%lld\n", lo);
}
