// Per-column prefix sums (column-major): O(columns) per query; fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int h, w, q;
    std::cin >> h >> w >> q;
    const size_t H = (size_t)h + 1;
    std::vector<long long> col((size_t)w * H, 0);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) { long long x; std::cin >> x; col[c * H + r + 1] = x; }
    for (int c = 0; c < w; c++)
        for (int r = 1; r <= h; r++) col[c * H + r] += col[c * H + r - 1];
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        std::cin >> r1 >> c1 >> r2 >> c2;
        long long s = 0;
        for (int c = c1 - 1; c < c2; c++) s += col[c * H + r2] - col[c * H + r1 - 1];
        std::cout << s << '\n';
    }
}
