// Exponential recursion with a vector<long long> passed by value at every call (copying).
#include <iostream>
#include <vector>
using namespace std;
static long long cost(vector<long long> p, int i, int j) {
    if (i == j) return 0;
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(p, i, k) + cost(p, k + 1, j) + p[i - 1] * p[k] * p[j];
        if (best < 0 || c < best) best = c;
    }
    return best;
}
int main() {
    int n;
    cin >> n;
    vector<long long> p(n + 1);
    for (auto &x : p) cin >> x;
    cout << cost(p, 1, n) << endl;
}
