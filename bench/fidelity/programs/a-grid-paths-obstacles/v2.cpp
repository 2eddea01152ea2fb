// Full 2-D DP table, vector<vector<long long>>, iostream input.
#include <iostream>
#include <string>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int h, w;
    std::cin >> h >> w;
    std::vector<std::string> g(h);
    for (auto &s : g) std::cin >> s;
    std::vector<std::vector<long long>> dp(h + 1, std::vector<long long>(w + 1, 0));
    for (int r = h - 1; r >= 0; r--)
        for (int c = w - 1; c >= 0; c--) {
            if (g[r][c] == '#') dp[r][c] = 0;
            else if (r == h - 1 && c == w - 1) dp[r][c] = 1;
            else dp[r][c] = (dp[r + 1][c] + dp[r][c + 1]) % MOD;
        }
    std::cout << dp[0][0] << "\n";
}
