// The baseline's double loop with 4 partial sums per row and scanf (a micro-optimised brute force).
#include <cstdio>
#include <vector>
int main() {
    int h, w, q;
    if (scanf("%d %d %d", &h, &w, &q) != 3) return 1;
    std::vector<long long> g((size_t)h * w + 4, 0);
    for (size_t i = 0; i < (size_t)h * w; i++) scanf("%lld", &g[i]);
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        long long s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (int r = r1 - 1; r < r2; r++) {
            const long long *row = &g[(size_t)r * w];
            int c = c1 - 1;
            for (; c + 4 <= c2; c += 4) { s0 += row[c]; s1 += row[c + 1]; s2 += row[c + 2]; s3 += row[c + 3]; }
            for (; c < c2; c++) s0 += row[c];
        }
        printf("%lld\n", s0 + s1 + s2 + s3);
    }
}
