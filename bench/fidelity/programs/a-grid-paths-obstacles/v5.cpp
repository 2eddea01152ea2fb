// Memoised recursion with a std::map<pair<int,int>, long long>.
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;
static const long long MOD = 1000000007;
static int H, W;
static vector<string> field;
static map<pair<int, int>, long long> memo;
static long long routes(int r, int c) {
    if (r >= H || c >= W || field[r][c] == '#') return 0;
    if (r == H - 1 && c == W - 1) return 1;
    auto it = memo.find({r, c});
    if (it != memo.end()) return it->second;
    long long v = (routes(r + 1, c) + routes(r, c + 1)) % MOD;
    memo[{r, c}] = v;
    return v;
}
int main() {
    cin >> H >> W;
    field.resize(H);
    for (auto &s : field) cin >> s;
    cout << routes(0, 0) << endl;
}
