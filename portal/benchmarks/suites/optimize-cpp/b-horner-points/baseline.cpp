#include <iostream>
#include <vector>
using namespace std;

const long long MOD = 65536;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int d, m;
    cin >> d >> m;
    vector<long long> c(d + 1), x(m);
    for (int i = 0; i <= d; i++) cin >> c[i];
    for (int j = 0; j < m; j++) cin >> x[j];
    for (int j = 0; j < m; j++) {
        // Horner's rule
        long long r = 0;
        for (int i = d; i >= 0; i--) r = (r * x[j] + c[i]) % MOD;
        cout << r << "\n";
    }
    return 0;
}
