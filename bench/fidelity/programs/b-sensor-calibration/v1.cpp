// 32-bit readings, branchless clipping with selects; scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<int> r(n);
    for (int &x : r) scanf("%d", &x);
    for (int j = 0; j < q; j++) {
        int g, o;
        scanf("%d %d", &g, &o);
        long long low = 0, high = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            int v = (int)(((unsigned)r[i] * (unsigned)g) >> 16) + o;
            low += v < 0;
            high += v > 4095;
            v = v < 0 ? 0 : v;
            v = v > 4095 ? 4095 : v;
            sum += v;
        }
        printf("%lld %lld %lld\n", low, high, sum);
    }
}
