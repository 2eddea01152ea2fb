// Naive O(nK) over 32-bit ints (|a| <= 10^9 fits), scanf, a max loop the compiler can vectorise.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    long long total = 0;
    for (int i = 0; i + k <= n; i++) {
        int best = a[i];
        for (int j = i + 1; j < i + k; j++) best = a[j] > best ? a[j] : best;
        total += best;
    }
    printf("%lld\n", total);
}
