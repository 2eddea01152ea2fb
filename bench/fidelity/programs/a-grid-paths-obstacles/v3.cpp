// The baseline's exponential recursion, pruned to cells from which the goal is reachable.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
static const long long MOD = 1000000007;
static int H, W;
static vector<string> field;
static bool alive[24][24];
static long long routes(int r, int c) {
    if (r >= H || c >= W || !alive[r][c]) return 0;
    if (r == H - 1 && c == W - 1) return 1;
    return (routes(r + 1, c) + routes(r, c + 1)) % MOD;
}
int main() {
    cin >> H >> W;
    field.resize(H);
    for (auto &s : field) cin >> s;
    for (int r = H - 1; r >= 0; r--)
        for (int c = W - 1; c >= 0; c--)
            alive[r][c] = field[r][c] == '.' &&
                          ((r == H - 1 && c == W - 1) || (r + 1 < H && alive[r + 1][c]) || (c + 1 < W && alive[r][c + 1]));
    cout << routes(0, 0) << endl;
}
