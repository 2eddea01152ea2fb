#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) cin >> a[i];
    for (int k = 0; k < q; k++) {
        int type;
        long long x, y;
        cin >> type >> x >> y;
        if (type == 1) {
            a[x] = y;
        } else {
            long long total = 0;
            for (long long i = x; i <= y; i++) total += a[i];
            cout << total << "\n";
        }
    }
}
