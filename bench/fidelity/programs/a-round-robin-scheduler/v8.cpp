// The baseline's vector<pair<string,int>> with erase from the front, with fast iostream and '\n'.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<pair<string, int>> queue(n);
    for (auto &p : queue) cin >> p.first >> p.second;
    long long clock = 0;
    while (!queue.empty()) {
        pair<string, int> front = std::move(queue[0]);
        queue.erase(queue.begin());
        if (front.second > q) { clock += q; front.second -= q; queue.push_back(std::move(front)); }
        else { clock += front.second; cout << front.first << ' ' << clock << '\n'; }
    }
}
