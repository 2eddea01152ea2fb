// A coarse bucket grid (cells of 250 x 250) searched in growing rings until no closer cell can exist.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    const int CELL = 250, G = 10000 / CELL + 1;
    std::vector<std::vector<std::pair<int, int>>> grid(G * G);
    for (int i = 0; i < n; i++) { int x, y; scanf("%d %d", &x, &y); grid[(x / CELL) * G + y / CELL].push_back({x, y}); }
    for (int j = 0; j < q; j++) {
        int x, y;
        scanf("%d %d", &x, &y);
        int gx = x / CELL, gy = y / CELL, best = 1 << 30;
        for (int r = 0; r < G; r++) {
            // every cell at ring r is at least (r - 1) * CELL away in x or y
            if (r > 0 && (long long)(r - 1) * CELL >= best) break;
            for (int cx = gx - r; cx <= gx + r; cx++)
                for (int cy = gy - r; cy <= gy + r; cy++) {
                    if (std::max(std::abs(cx - gx), std::abs(cy - gy)) != r) continue;
                    if (cx < 0 || cy < 0 || cx >= G || cy >= G) continue;
                    for (auto &p : grid[cx * G + cy]) best = std::min(best, std::abs(p.first - x) + std::abs(p.second - y));
                }
        }
        printf("%d\n", best);
    }
}
