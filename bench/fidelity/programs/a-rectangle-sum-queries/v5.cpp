// The baseline's loop over the grid column by column (strided through vector<vector>).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int h, w, q;
    cin >> h >> w >> q;
    vector<vector<long long>> g(h, vector<long long>(w));
    for (auto &row : g) for (auto &x : row) cin >> x;
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        cin >> r1 >> c1 >> r2 >> c2;
        long long s = 0;
        for (int c = c1 - 1; c < c2; c++)
            for (int r = r1 - 1; r < r2; r++) s += g[r][c];
        cout << s << "\n";
    }
}
