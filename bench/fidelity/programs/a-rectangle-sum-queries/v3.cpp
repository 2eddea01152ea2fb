// The baseline's double loop over a flat array (no vector<vector>), scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int h, w, q;
    if (scanf("%d %d %d", &h, &w, &q) != 3) return 1;
    std::vector<long long> g((size_t)h * w);
    for (auto &x : g) scanf("%lld", &x);
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        long long s = 0;
        for (int r = r1 - 1; r < r2; r++)
            for (int c = c1 - 1; c < c2; c++) s += g[(size_t)r * w + c];
        printf("%lld\n", s);
    }
}
