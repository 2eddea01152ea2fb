// std::queue of pair<string,int>, synchronised iostream and endl (a flush per line).
#include <iostream>
#include <queue>
#include <string>
using namespace std;
int main() {
    int n, q;
    cin >> n >> q;
    queue<pair<string, int>> queue;
    for (int i = 0; i < n; i++) { string s; int t; cin >> s >> t; queue.push({s, t}); }
    long long clock = 0;
    while (!queue.empty()) {
        pair<string, int> p = queue.front();
        queue.pop();
        if (p.second > q) { clock += q; p.second -= q; queue.push(p); }
        else { clock += p.second; cout << p.first << " " << clock << endl; }
    }
}
