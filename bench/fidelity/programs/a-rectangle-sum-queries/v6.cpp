// 2-D prefix sums in vector<vector<long long>>, synchronised cin and endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int h, w, q;
    cin >> h >> w >> q;
    vector<vector<long long>> p(h + 1, vector<long long>(w + 1, 0));
    for (int r = 1; r <= h; r++)
        for (int c = 1; c <= w; c++) { long long x; cin >> x; p[r][c] = x + p[r - 1][c] + p[r][c - 1] - p[r - 1][c - 1]; }
    for (int i = 0; i < q; i++) {
        int r1, c1, r2, c2;
        cin >> r1 >> c1 >> r2 >> c2;
        cout << p[r2][c2] - p[r1 - 1][c2] - p[r2][c1 - 1] + p[r1 - 1][c1 - 1] << endl;
    }
}
