#include <iostream>
#include <vector>
using namespace std;

int n;
vector<long long> p;

// cheapest way to multiply matrices i..j
long long cost(int i, int j) {
    if (i == j) return 0;
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(i, k) + cost(k + 1, j) + p[i - 1] * p[k] * p[j];
        if (best < 0 || c < best) best = c;
    }
    return best;
}

int main() {
    cin >> n;
    p.resize(n + 1);
    for (int i = 0; i <= n; i++) cin >> p[i];
    cout << cost(1, n) << endl;
}
