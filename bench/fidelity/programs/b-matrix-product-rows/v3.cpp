// i-k-j order over vector<vector<long long>>, fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<std::vector<long long>> a(n, std::vector<long long>(n)), b(n, std::vector<long long>(n));
    for (auto &r : a) for (auto &x : r) std::cin >> x;
    for (auto &r : b) for (auto &x : r) std::cin >> x;
    std::vector<long long> c(n);
    for (int i = 0; i < n; i++) {
        std::fill(c.begin(), c.end(), 0);
        for (int k = 0; k < n; k++) {
            long long aik = a[i][k];
            for (int j = 0; j < n; j++) c[j] += aik * b[k][j];
        }
        long long best = c[0];
        for (int j = 1; j < n; j++) if (c[j] > best) best = c[j];
        std::cout << best << "\n";
    }
}
