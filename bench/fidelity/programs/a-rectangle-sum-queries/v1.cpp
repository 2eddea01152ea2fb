// 2-D prefix sums over a flat array: O(1) per query; scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int h, w, q;
    if (scanf("%d %d %d", &h, &w, &q) != 3) return 1;
    const size_t W = (size_t)w + 1;
    std::vector<long long> p((size_t)(h + 1) * W, 0);
    for (int r = 1; r <= h; r++)
        for (int c = 1; c <= w; c++) {
            long long x;
            scanf("%lld", &x);
            p[r * W + c] = x + p[(r - 1) * W + c] + p[r * W + c - 1] - p[(r - 1) * W + c - 1];
        }
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        printf("%lld\n", p[r2 * W + c2] - p[(r1 - 1) * W + c2] - p[r2 * W + c1 - 1] + p[(r1 - 1) * W + c1 - 1]);
    }
}
