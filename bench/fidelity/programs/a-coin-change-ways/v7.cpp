// The baseline's recursion, with the last kind answered by a divisibility test (prunes a level).
#include <iostream>
#include <vector>
using namespace std;
static const long long MOD = 1000000007;
static int n;
static vector<int> coins;
static long long ways(int i, int rest) {
    if (rest == 0) return 1;
    if (i == n - 1) return rest % coins[i] == 0;
    long long total = ways(i + 1, rest);
    if (coins[i] <= rest) total += ways(i, rest - coins[i]);
    return total % MOD;
}
int main() {
    int amount;
    cin >> n >> amount;
    coins.resize(n);
    for (int &c : coins) cin >> c;
    cout << ways(0, amount) << endl;
}
