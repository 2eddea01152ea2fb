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
    // Two pointers over the sorted values, counting runs of equal values at each end.
    long long pairs = 0;
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        long long s = a[lo] + a[hi];
        if (s < k) { lo++; continue; }
        if (s > k) { hi--; continue; }
        if (a[lo] == a[hi]) { long long m = hi - lo + 1; pairs += m * (m - 1) / 2; break; }
        long long left = 1, right = 1;
        while (lo + left < hi && a[lo + left] == a[lo]) left++;
        while (hi - right > lo && a[hi - right] == a[hi]) right++;
        pairs += left * right;
        lo += left;
        hi -= right;
    }
    printf("%lld\n", pairs);
}
