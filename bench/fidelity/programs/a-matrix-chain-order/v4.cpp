// Memoised recursion with a std::map<pair<int,int>, long long>.
#include <iostream>
#include <map>
#include <vector>
using namespace std;
static vector<long long> p;
static map<pair<int, int>, long long> memo;
static long long cost(int i, int j) {
    if (i == j) return 0;
    auto it = memo.find({i, j});
    if (it != memo.end()) return it->second;
    long long best = -1;
    for (int k = i; k < j; k++) {
        long long c = cost(i, k) + cost(k + 1, j) + p[i - 1] * p[k] * p[j];
        if (best < 0 || c < best) best = c;
    }
    memo[{i, j}] = best;
    return best;
}
int main() {
    int n;
    cin >> n;
    p.resize(n + 1);
    for (auto &x : p) cin >> x;
    cout << cost(1, n) << endl;
}
