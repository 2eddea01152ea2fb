// Full DP table per pair, vector<vector<int>>, iostream with endl.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    int q;
    cin >> q;
    while (q--) {
        string x, y;
        cin >> x >> y;
        vector<vector<int>> d(x.size() + 1, vector<int>(y.size() + 1, 0));
        for (size_t i = 1; i <= x.size(); i++)
            for (size_t j = 1; j <= y.size(); j++)
                d[i][j] = x[i - 1] == y[j - 1] ? d[i - 1][j - 1] + 1 : max(d[i - 1][j], d[i][j - 1]);
        cout << d[x.size()][y.size()] << endl;
    }
}
