// Interval DP with vector<vector<long long>> and iostream, filled by decreasing i.
#include <iostream>
#include <vector>
int main() {
    int n;
    std::cin >> n;
    std::vector<long long> p(n + 1);
    for (auto &x : p) std::cin >> x;
    std::vector<std::vector<long long>> m(n + 2, std::vector<long long>(n + 2, 0));
    for (int i = n; i >= 1; i--)
        for (int j = i + 1; j <= n; j++) {
            long long best = -1;
            for (int k = i; k < j; k++) {
                long long c = m[i][k] + m[k + 1][j] + p[i - 1] * p[k] * p[j];
                if (best < 0 || c < best) best = c;
            }
            m[i][j] = best;
        }
    std::cout << m[1][n] << "\n";
}
