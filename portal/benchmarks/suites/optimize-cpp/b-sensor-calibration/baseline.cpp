#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> r(n);
    for (int i = 0; i < n; i++) cin >> r[i];
    for (int j = 0; j < q; j++) {
        long long g, o;
        cin >> g >> o;
        long long low = 0, high = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            long long v = r[i] * g / 65536 + o;
            if (v < 0) {
                low++;
                v = 0;
            } else if (v > 4095) {
                high++;
                v = 4095;
            }
            sum += v;
        }
        cout << low << " " << high << " " << sum << "\n";
    }
    return 0;
}
