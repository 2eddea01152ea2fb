#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
unsigned long long state;

unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

int main() {
    long long n, t;
    cin >> n >> t >> state;
    vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = n; i >= 2; i--) {
        int j = rnd() % i + 1;
        swap(p[i], p[j]);
    }
    vector<int> nxt(n + 1);
    for (int k = 1; k < n; k++) nxt[p[k]] = p[k + 1];
    nxt[p[n]] = p[1];
    vector<long long> v(n + 1), nv(n + 1);
    for (int i = 1; i <= n; i++) v[i] = rnd() % 1000000;

    for (int round = 0; round < t; round++) {
        for (int i = 1; i <= n; i++) nv[i] = (v[i] + v[nxt[i]]) % MOD;
        swap(v, nv);
    }
    long long x = 0;
    for (int i = 1; i <= n; i++) x ^= v[i];
    cout << x << endl;
    return 0;
}
