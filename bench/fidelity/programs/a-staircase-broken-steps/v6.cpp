// Backward DP (ways from step i to the top), iostream.
#include <iostream>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int n, k, m;
    std::cin >> n >> k >> m;
    std::vector<int> s(k);
    std::vector<char> broken(n + 1, 0);
    for (auto &x : s) std::cin >> x;
    for (int i = 0; i < m; i++) { int b; std::cin >> b; broken[b] = 1; }
    std::vector<long long> w(n + 1, 0);
    w[n] = 1;
    for (int i = n - 1; i >= 0; i--) {
        if (broken[i]) continue;
        long long t = 0;
        for (int x : s) if (i + x <= n) t += w[i + x];
        w[i] = t % MOD;
    }
    std::cout << w[0] << "\n";
}
