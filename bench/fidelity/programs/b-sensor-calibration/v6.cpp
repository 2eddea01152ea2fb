// Doubles: floor(r * g / 65536) computed in floating point (exact here), clipped with fmin/fmax.
#include <cmath>
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<double> r(n);
    for (auto &x : r) { int v; scanf("%d", &v); x = v; }
    for (int j = 0; j < q; j++) {
        int g, o;
        scanf("%d %d", &g, &o);
        const double scale = g / 65536.0;
        long long low = 0, high = 0;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double v = std::floor(r[i] * scale) + o;
            low += v < 0;
            high += v > 4095;
            sum += std::fmin(std::fmax(v, 0.0), 4095.0);
        }
        printf("%lld %lld %lld\n", low, high, (long long)sum);
    }
}
