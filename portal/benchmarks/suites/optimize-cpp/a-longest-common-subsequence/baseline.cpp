#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

string X, Y;

// length of the longest common subsequence of X[i..] and Y[j..]
int lcs(int i, int j) {
    if (i == (int)X.size() || j == (int)Y.size()) return 0;
    if (X[i] == Y[j]) return 1 + lcs(i + 1, j + 1);
    return max(lcs(i + 1, j), lcs(i, j + 1));
}

int main() {
    int q;
    cin >> q;
    for (int k = 0; k < q; k++) {
        cin >> X >> Y;
        cout << lcs(0, 0) << endl;
    }
}
