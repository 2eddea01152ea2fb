// 64-bit values with std::clamp and counting by comparison, fast iostream.
#include <algorithm>
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::vector<long long> r(n);
    for (auto &x : r) std::cin >> x;
    for (int j = 0; j < q; j++) {
        long long g, o, low = 0, high = 0, sum = 0;
        std::cin >> g >> o;
        for (long long x : r) {
            long long v = (x * g >> 16) + o;
            low += v < 0;
            high += v > 4095;
            sum += std::clamp(v, 0LL, 4095LL);
        }
        std::cout << low << ' ' << high << ' ' << sum << '\n';
    }
}
