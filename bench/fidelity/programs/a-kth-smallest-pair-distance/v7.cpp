// Binary search on the answer with a 32-bit two-pointer count that stops once k pairs are counted.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    std::sort(a.begin(), a.end());
    int lo = 0, hi = a[n - 1] - a[0];
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        long long count = 0;
        for (int i = 0, j = 0; i < n && count < k; i++) {
            while (a[i] - a[j] > mid) j++;
            count += i - j;
        }
        if (count >= k) hi = mid; else lo = mid + 1;
    }
    printf("%d\n", lo);
}
