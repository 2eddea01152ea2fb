// Memoised recursion with a std::map keyed by (kind, rest).
#include <cstdio>
#include <map>
#include <vector>
static const long long MOD = 1000000007;
static int n;
static std::vector<int> coins;
static std::map<std::pair<int, int>, long long> memo;
static long long ways(int i, int rest) {
    if (rest == 0) return 1;
    if (i == n) return 0;
    auto key = std::make_pair(i, rest);
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    long long total = ways(i + 1, rest);
    if (coins[i] <= rest) total += ways(i, rest - coins[i]);
    total %= MOD;
    memo[key] = total;
    return total;
}
int main() {
    int amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    coins.resize(n);
    for (int &c : coins) scanf("%d", &c);
    printf("%lld\n", ways(0, amount));
}
