#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    vector<long long> p(n);
    for (int i = 0; i < n; i++) cin >> p[i];
    for (int j = 0; j < q; j++) {
        long long x;
        cin >> x;
        long long best = -1;
        for (int i = 0; i < n; i++) {
            long long d = p[i] > x ? p[i] - x : x - p[i];
            if (best < 0 || d < best) best = d;
        }
        cout << best << "\n";
    }
}
