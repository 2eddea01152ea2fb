// The baseline's row built by string concatenation, but with += (no copy per number) and '\n'.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    for (int i = 0; i < n; i++) {
        string row;
        for (int j = 0; j < n; j++) {
            if (j > 0) row += ' ';
            row += to_string(x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
        }
        cout << row << '\n';
    }
}
