// Memoised recursion with a std::map keyed by i*32+j.
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
using namespace std;
static string s, t;
static map<int, int> memo;
static int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    auto it = memo.find(i * 32 + j);
    if (it != memo.end()) return it->second;
    int v = s[i - 1] == t[j - 1] ? dist(i - 1, j - 1)
                                 : 1 + min({dist(i - 1, j), dist(i, j - 1), dist(i - 1, j - 1)});
    memo[i * 32 + j] = v;
    return v;
}
int main() {
    cin >> s >> t;
    cout << dist(s.size(), t.size()) << endl;
}
