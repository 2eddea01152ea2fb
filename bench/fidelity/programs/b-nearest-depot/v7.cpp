// Doubles with std::fabs (exact for these ranges), SoA; fast iostream.
#include <cmath>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::vector<double> dx(n), dy(n);
    for (int i = 0; i < n; i++) std::cin >> dx[i] >> dy[i];
    for (int j = 0; j < q; j++) {
        double x, y;
        std::cin >> x >> y;
        double best = 1e18;
        for (int i = 0; i < n; i++) best = std::fmin(best, std::fabs(dx[i] - x) + std::fabs(dy[i] - y));
        std::cout << (long long)best << '\n';
    }
}
