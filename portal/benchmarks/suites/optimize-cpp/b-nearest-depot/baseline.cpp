#include <cstdlib>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<pair<long long, long long>> depot(n);
    for (int i = 0; i < n; i++) cin >> depot[i].first >> depot[i].second;
    for (int j = 0; j < q; j++) {
        long long x, y;
        cin >> x >> y;
        long long best = -1;
        for (int i = 0; i < n; i++) {
            long long d = llabs(x - depot[i].first) + llabs(y - depot[i].second);
            if (best == -1 || d < best) best = d;
        }
        cout << best << "\n";
    }
    return 0;
}
