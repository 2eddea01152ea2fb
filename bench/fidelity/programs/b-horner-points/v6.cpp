// The baseline's 64-bit Horner with '%' per step, synchronised cin and endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int d, m;
    cin >> d >> m;
    vector<long long> c(d + 1), x(m);
    for (auto &v : c) cin >> v;
    for (auto &v : x) cin >> v;
    for (int j = 0; j < m; j++) {
        long long r = 0;
        for (int i = d; i >= 0; i--) r = (r * x[j] + c[i]) % 65536;
        cout << r << endl;
    }
}
