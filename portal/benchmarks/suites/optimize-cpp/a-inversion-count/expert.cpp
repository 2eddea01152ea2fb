#include <cstdio>
#include <vector>

// Merge sort that counts, at every merge, how many left-half elements each right-half
// element jumps over: O(n log n) instead of comparing every pair.
static long long sortCount(std::vector<long long> &a, std::vector<long long> &tmp, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long count = sortCount(a, tmp, lo, mid) + sortCount(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[j] < a[i]) { count += mid - i; tmp[k++] = a[j++]; }
        else tmp[k++] = a[i++];
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    for (int t = lo; t < hi; t++) a[t] = tmp[t];
    return count;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n), tmp(n);
    for (auto &x : a) scanf("%lld", &x);
    printf("%lld\n", sortCount(a, tmp, 0, n));
}
