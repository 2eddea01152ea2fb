// Per-row prefix sums: O(rows) per query.
#include <cstdio>
#include <vector>
int main() {
    int h, w, q;
    if (scanf("%d %d %d", &h, &w, &q) != 3) return 1;
    const size_t W = (size_t)w + 1;
    std::vector<long long> row((size_t)h * W, 0);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) { long long x; scanf("%lld", &x); row[r * W + c + 1] = row[r * W + c] + x; }
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        long long s = 0;
        for (int r = r1 - 1; r < r2; r++) s += row[r * W + c2] - row[r * W + c1 - 1];
        printf("%lld\n", s);
    }
}
