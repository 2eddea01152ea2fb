#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> p(n + 1);
    for (auto &x : p) scanf("%lld", &x);
    // best[i][j]: cheapest product of matrices i..j, filled by increasing chain length
    std::vector<std::vector<long long>> best(n + 1, std::vector<long long>(n + 1, 0));
    for (int len = 2; len <= n; len++)
        for (int i = 1; i + len - 1 <= n; i++) {
            int j = i + len - 1;
            long long b = -1;
            for (int k = i; k < j; k++) {
                long long c = best[i][k] + best[k + 1][j] + p[i - 1] * p[k] * p[j];
                if (b < 0 || c < b) b = c;
            }
            best[i][j] = b;
        }
    printf("%lld\n", best[1][n]);
}
