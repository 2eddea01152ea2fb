// The baseline's i-j-k over vector<vector<long long>> with synchronised cin and endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<vector<long long>> a(n, vector<long long>(n)), b(n, vector<long long>(n));
    for (auto &r : a) for (auto &x : r) cin >> x;
    for (auto &r : b) for (auto &x : r) cin >> x;
    for (int i = 0; i < n; i++) {
        long long best = 0;
        for (int j = 0; j < n; j++) {
            long long c = 0;
            for (int k = 0; k < n; k++) c += a[i][k] * b[k][j];
            if (j == 0 || c > best) best = c;
        }
        cout << best << endl;
    }
}
