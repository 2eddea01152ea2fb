// Powers instead of Horner: x^i kept as a running product, two multiplies and two '%' per term.
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<long long> c(d + 1);
    for (auto &v : c) scanf("%lld", &v);
    for (int j = 0; j < m; j++) {
        long long x, p = 1, r = 0;
        scanf("%lld", &x);
        for (int i = 0; i <= d; i++) {
            r = (r + c[i] * p) % 65536;
            p = p * x % 65536;
        }
        printf("%lld\n", r);
    }
}
