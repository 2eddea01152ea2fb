#include <iostream>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
int N;
vector<int> jumps;
vector<bool> broken;

// ways to reach the top from step i
long long ways(int i) {
    if (i == N) return 1;
    long long total = 0;
    for (int s : jumps)
        if (i + s <= N && !broken[i + s]) total += ways(i + s);
    return total % MOD;
}

int main() {
    int k, m;
    cin >> N >> k >> m;
    jumps.resize(k);
    for (int i = 0; i < k; i++) cin >> jumps[i];
    broken.assign(N + 1, false);
    for (int i = 0; i < m; i++) {
        int b;
        cin >> b;
        broken[b] = true;
    }
    cout << ways(0) << endl;
}
