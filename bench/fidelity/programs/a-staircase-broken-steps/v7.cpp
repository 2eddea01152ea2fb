// Exponential recursion that walks down from the top (ways to reach step i from the floor).
#include <iostream>
#include <vector>
using namespace std;
static const long long MOD = 1000000007;
static vector<int> jumps;
static vector<bool> broken;
static long long ways(int i) {
    if (i == 0) return 1;
    long long total = 0;
    for (int s : jumps)
        if (i - s >= 0 && !broken[i - s]) total += ways(i - s);
    return total % MOD;
}
int main() {
    int n, k, m;
    cin >> n >> k >> m;
    jumps.resize(k);
    for (auto &s : jumps) cin >> s;
    broken.assign(n + 1, false);
    for (int i = 0; i < m; i++) { int b; cin >> b; broken[b] = true; }
    cout << ways(n) << endl;
}
