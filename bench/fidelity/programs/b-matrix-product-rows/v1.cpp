// i-j-k over flat long long arrays (column walk of B), scanf input.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a((size_t)n * n), b((size_t)n * n);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    for (int i = 0; i < n; i++) {
        long long best = 0;
        for (int j = 0; j < n; j++) {
            long long c = 0;
            for (int k = 0; k < n; k++) c += a[(size_t)i * n + k] * b[(size_t)k * n + j];
            if (j == 0 || c > best) best = c;
        }
        printf("%lld\n", best);
    }
}
