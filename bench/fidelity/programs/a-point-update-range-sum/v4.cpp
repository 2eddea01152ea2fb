// The baseline's direct range loop with scanf and a 4-way unrolled sum.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> a(n + 4, 0);
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        scanf("%d %lld %lld", &t, &x, &y);
        if (t == 1) { a[x] = y; continue; }
        long long s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        long long i = x;
        for (; i + 3 <= y; i += 4) { s0 += a[i]; s1 += a[i + 1]; s2 += a[i + 2]; s3 += a[i + 3]; }
        for (; i <= y; i++) s0 += a[i];
        printf("%lld\n", s0 + s1 + s2 + s3);
    }
}
