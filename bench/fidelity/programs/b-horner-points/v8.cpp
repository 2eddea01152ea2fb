// Signed 64-bit Horner reduced with a branch only when the value grows past 2^30.
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<long long> c(d + 1);
    for (auto &v : c) scanf("%lld", &v);
    for (int j = 0; j < m; j++) {
        long long x, r = 0;
        scanf("%lld", &x);
        for (int i = d; i >= 0; i--) {
            r = r * x + c[i];
            if (r >= (1LL << 30)) r %= 65536;
        }
        printf("%lld\n", r % 65536);
    }
}
