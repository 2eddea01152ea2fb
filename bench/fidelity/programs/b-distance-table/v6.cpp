// Synchronised cout per number with endl per row.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) cout << (j ? " " : "") << (x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
        cout << endl;
    }
}
