// std::queue of (name, remaining) pairs, iostream without sync.
#include <iostream>
#include <queue>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::queue<std::pair<std::string, int>> queue;
    for (int i = 0; i < n; i++) { std::string s; int t; std::cin >> s >> t; queue.push({s, t}); }
    long long clock = 0;
    while (!queue.empty()) {
        auto p = queue.front();
        queue.pop();
        if (p.second > q) { clock += q; p.second -= q; queue.push(p); }
        else { clock += p.second; std::cout << p.first << ' ' << clock << '\n'; }
    }
}
