// Profiles read first; then readings outer, profiles inner (loop interchange; per-profile counters).
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<int> r(n), g(q), o(q);
    for (int &x : r) scanf("%d", &x);
    for (int j = 0; j < q; j++) scanf("%d %d", &g[j], &o[j]);
    std::vector<long long> low(q, 0), high(q, 0), sum(q, 0);
    const int B = 256;  // readings per block, so the block stays in L1 across all profiles
    for (int i0 = 0; i0 < n; i0 += B) {
        const int i1 = i0 + B < n ? i0 + B : n;
        for (int j = 0; j < q; j++) {
            const unsigned gj = (unsigned)g[j];
            const int oj = o[j];
            long long lo = 0, hi = 0, s = 0;
            for (int i = i0; i < i1; i++) {
                int v = (int)(((unsigned)r[i] * gj) >> 16) + oj;
                lo += v < 0;
                hi += v > 4095;
                v = v < 0 ? 0 : (v > 4095 ? 4095 : v);
                s += v;
            }
            low[j] += lo; high[j] += hi; sum[j] += s;
        }
    }
    for (int j = 0; j < q; j++) printf("%lld %lld %lld\n", low[j], high[j], sum[j]);
}
