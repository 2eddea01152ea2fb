// 32-bit pairs (AoS) with std::abs and std::min, fast iostream.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::vector<std::pair<int, int>> d(n);
    for (auto &p : d) std::cin >> p.first >> p.second;
    for (int j = 0; j < q; j++) {
        int x, y;
        std::cin >> x >> y;
        int best = 1 << 30;
        for (auto &p : d) best = std::min(best, std::abs(x - p.first) + std::abs(y - p.second));
        std::cout << best << '\n';
    }
}
