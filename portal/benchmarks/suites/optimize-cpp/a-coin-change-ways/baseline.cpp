#include <iostream>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
int n;
vector<int> coins;

// ways to pay rest using only coin kinds i, i+1, ..., n-1
long long ways(int i, int rest) {
    if (rest == 0) return 1;
    if (i == n) return 0;
    long long total = ways(i + 1, rest);                         // no more coins of kind i
    if (coins[i] <= rest) total += ways(i, rest - coins[i]);     // one more coin of kind i
    return total % MOD;
}

int main() {
    int amount;
    cin >> n >> amount;
    coins.resize(n);
    for (int i = 0; i < n; i++) cin >> coins[i];
    cout << ways(0, amount) << endl;
}
