// The baseline's branchy 64-bit loop with scanf/printf (a near tie).
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> r(n);
    for (auto &x : r) scanf("%lld", &x);
    for (int j = 0; j < q; j++) {
        long long g, o, low = 0, high = 0, sum = 0;
        scanf("%lld %lld", &g, &o);
        for (int i = 0; i < n; i++) {
            long long v = r[i] * g / 65536 + o;
            if (v < 0) { low++; v = 0; }
            else if (v > 4095) { high++; v = 4095; }
            sum += v;
        }
        printf("%lld %lld %lld\n", low, high, sum);
    }
}
