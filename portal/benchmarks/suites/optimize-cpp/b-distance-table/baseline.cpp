#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> x(n);
    for (int i = 0; i < n; i++) cin >> x[i];
    for (int i = 0; i < n; i++) {
        string row = "";
        for (int j = 0; j < n; j++) {
            long long d = x[i] > x[j] ? x[i] - x[j] : x[j] - x[i];
            if (j > 0) row = row + " ";
            row = row + to_string(d);
        }
        cout << row << endl;
    }
    return 0;
}
