// Sorted vector with binary-search insertion (memmove of the tail).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> s;
    s.reserve(n);
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        s.insert(std::upper_bound(s.begin(), s.end(), x), x);
        total += s[(k + 1) / 2 - 1];
    }
    printf("%lld\n", total);
}
