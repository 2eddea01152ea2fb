// Full 2-D table dp[i][a] filled iteratively, vector<vector>, iostream.
#include <iostream>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int n, amount;
    std::cin >> n >> amount;
    std::vector<int> c(n);
    for (int &x : c) std::cin >> x;
    std::vector<std::vector<long long>> dp(n + 1, std::vector<long long>(amount + 1, 0));
    dp[0][0] = 1;
    for (int i = 1; i <= n; i++)
        for (int a = 0; a <= amount; a++) {
            dp[i][a] = dp[i - 1][a];
            if (a >= c[i - 1]) dp[i][a] = (dp[i][a] + dp[i][a - c[i - 1]]) % MOD;
        }
    std::cout << dp[n][amount] << "\n";
}
