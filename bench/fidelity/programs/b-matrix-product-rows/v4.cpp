// i-k-j over flat 32-bit arrays (vectorisable inner loop), scanf input.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a((size_t)n * n), b((size_t)n * n), c(n);
    for (auto &x : a) scanf("%d", &x);
    for (auto &x : b) scanf("%d", &x);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) c[j] = 0;
        for (int k = 0; k < n; k++) {
            const int aik = a[(size_t)i * n + k];
            const int *bk = &b[(size_t)k * n];
            for (int j = 0; j < n; j++) c[j] += aik * bk[j];
        }
        int best = c[0];
        for (int j = 1; j < n; j++) best = c[j] > best ? c[j] : best;
        printf("%d\n", best);
    }
}
