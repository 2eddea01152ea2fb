#include <iostream>
#include <string>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
int H, W;
vector<string> field;

// number of routes from (r, c) to the bottom-right cell
long long routes(int r, int c) {
    if (r >= H || c >= W || field[r][c] == '#') return 0;
    if (r == H - 1 && c == W - 1) return 1;
    return (routes(r + 1, c) + routes(r, c + 1)) % MOD;
}

int main() {
    cin >> H >> W;
    field.resize(H);
    for (int r = 0; r < H; r++) cin >> field[r];
    cout << routes(0, 0) << endl;
}
