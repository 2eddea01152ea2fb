#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, w;
    cin >> n >> w;
    vector<long long> v(n);
    for (int i = 0; i < n; i++) cin >> v[i];
    long long m = *max_element(v.begin(), v.end());
    for (int i = 0; i < n; i++) {
        long long len = m == 0 ? 0 : v[i] * w / m;
        cout << '|';
        for (long long j = 0; j < len; j++) cout << '#';
        cout << endl;
    }
    return 0;
}
