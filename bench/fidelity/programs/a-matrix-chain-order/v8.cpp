// The exponential recursion, but with the last level (two matrices) answered directly.
#include <iostream>
#include <vector>
using namespace std;
static vector<long long> p;
static long long cost(int i, int j) {
    if (i == j) return 0;
    if (j == i + 1) return p[i - 1] * p[i] * p[j];
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(i, k) + cost(k + 1, j) + p[i - 1] * p[k] * p[j];
        if (best < 0 || c < best) best = c;
    }
    return best;
}
int main() {
    int n;
    cin >> n;
    p.resize(n + 1);
    for (auto &x : p) cin >> x;
    cout << cost(1, n) << endl;
}
