// The baseline with synchronised cin/cout and endl per profile.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n, q;
    cin >> n >> q;
    vector<long long> r(n);
    for (auto &x : r) cin >> x;
    for (int j = 0; j < q; j++) {
        long long g, o, low = 0, high = 0, sum = 0;
        cin >> g >> o;
        for (long long x : r) {
            long long v = x * g / 65536 + o;
            if (v < 0) { low++; v = 0; }
            else if (v > 4095) { high++; v = 4095; }
            sum += v;
        }
        cout << low << " " << high << " " << sum << endl;
    }
}
