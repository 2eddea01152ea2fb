// 32-bit unsigned with a mask (& 0xFFFF) per step, fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int d, m;
    std::cin >> d >> m;
    std::vector<unsigned> c(d + 1), x(m);
    for (auto &v : c) std::cin >> v;
    for (auto &v : x) std::cin >> v;
    for (int j = 0; j < m; j++) {
        unsigned r = 0;
        for (int i = d; i >= 0; i--) r = (r * x[j] + c[i]) & 0xFFFF;
        std::cout << r << '\n';
    }
}
