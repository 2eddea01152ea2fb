#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<long long>> a(n, vector<long long>(n)), b(n, vector<long long>(n));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) cin >> a[i][j];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) cin >> b[i][j];
    for (int i = 0; i < n; i++) {
        long long best = 0;
        for (int j = 0; j < n; j++) {
            long long c = 0;
            for (int k = 0; k < n; k++) c += a[i][k] * b[k][j];
            if (j == 0 || c > best) best = c;
        }
        cout << best << "\n";
    }
    return 0;
}
