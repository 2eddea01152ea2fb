// The baseline's recursion memoised per step.
#include <iostream>
#include <vector>
using namespace std;
static const long long MOD = 1000000007;
static int N;
static vector<int> jumps;
static vector<bool> broken;
static vector<long long> memo;
static long long ways(int i) {
    if (i == N) return 1;
    if (memo[i] >= 0) return memo[i];
    long long total = 0;
    for (int s : jumps)
        if (i + s <= N && !broken[i + s]) total += ways(i + s);
    return memo[i] = total % MOD;
}
int main() {
    int k, m;
    cin >> N >> k >> m;
    jumps.resize(k);
    for (auto &s : jumps) cin >> s;
    broken.assign(N + 1, false);
    for (int i = 0; i < m; i++) { int b; cin >> b; broken[b] = true; }
    memo.assign(N + 1, -1);
    cout << ways(0) << endl;
}
