// Memoised recursion with std::map<pair<int,int>,int>, rebuilt per pair.
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
using namespace std;
static string X, Y;
static map<pair<int, int>, int> memo;
static int lcs(int i, int j) {
    if (i == (int)X.size() || j == (int)Y.size()) return 0;
    auto it = memo.find({i, j});
    if (it != memo.end()) return it->second;
    int v = X[i] == Y[j] ? 1 + lcs(i + 1, j + 1) : max(lcs(i + 1, j), lcs(i, j + 1));
    memo[{i, j}] = v;
    return v;
}
int main() {
    ios::sync_with_stdio(false);
    int q;
    cin >> q;
    while (q--) {
        cin >> X >> Y;
        memo.clear();
        cout << lcs(0, 0) << '\n';
    }
}
