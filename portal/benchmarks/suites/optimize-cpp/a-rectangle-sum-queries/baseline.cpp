#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int h, w, q;
    cin >> h >> w >> q;
    vector<vector<long long>> grid(h, vector<long long>(w));
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) cin >> grid[r][c];
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        cin >> r1 >> c1 >> r2 >> c2;
        long long sum = 0;
        for (int r = r1 - 1; r < r2; r++)
            for (int c = c1 - 1; c < c2; c++) sum += grid[r][c];
        cout << sum << "\n";
    }
}
