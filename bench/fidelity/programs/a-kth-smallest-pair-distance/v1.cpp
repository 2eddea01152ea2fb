// Sort, then binary search on the answer, counting pairs <= d with two pointers.
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
    long long lo = 0, hi = a[n - 1] - a[0];
    while (lo < hi) {
        long long mid = (lo + hi) / 2, count = 0;
        for (int i = 0, j = 0; i < n; i++) {
            while (a[i] - a[j] > mid) j++;
            count += i - j;
        }
        if (count >= k) hi = mid; else lo = mid + 1;
    }
    printf("%lld\n", lo);
}
