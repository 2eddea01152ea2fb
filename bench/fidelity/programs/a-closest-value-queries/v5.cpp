// O(nq) scan like the baseline with synchronised cin and endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n, q;
    cin >> n >> q;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    for (int j = 0; j < q; j++) {
        long long x;
        cin >> x;
        long long best = -1;
        for (long long s : p) {
            long long d = s > x ? s - x : x - s;
            if (best < 0 || d < best) best = d;
        }
        cout << best << endl;
    }
}
