// Synchronised cout, one character at a time, '\n' instead of endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n, w;
    cin >> n >> w;
    vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { cin >> x; m = max(m, x); }
    for (long long x : v) {
        long long len = m == 0 ? 0 : x * w / m;
        cout << '|';
        for (long long j = 0; j < len; j++) cout << '#';
        cout << '\n';
    }
}
