// Re-select the median each time with nth_element on a copy (O(n) per step).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> seen, work;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        seen.push_back(x);
        work = seen;
        std::nth_element(work.begin(), work.begin() + ((k + 1) / 2 - 1), work.end());
        total += work[(k + 1) / 2 - 1];
    }
    printf("%lld\n", total);
}
