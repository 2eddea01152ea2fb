// Fast iostream, numbers streamed directly, '\n' per row.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> x(n);
    for (auto &v : x) std::cin >> v;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (j) std::cout << ' ';
            std::cout << (x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
        }
        std::cout << '\n';
    }
}
