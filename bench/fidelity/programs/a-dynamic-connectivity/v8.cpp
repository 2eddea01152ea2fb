// BFS per query over std::set adjacency (tree nodes), std::queue, fresh visited vector each time.
#include <iostream>
#include <queue>
#include <set>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<set<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int t, u, v;
        cin >> t >> u >> v;
        if (t == 1) { adj[u].insert(v); adj[v].insert(u); continue; }
        vector<char> seen(n + 1, 0);
        queue<int> bfs;
        bfs.push(u);
        seen[u] = 1;
        bool reached = false;
        while (!bfs.empty()) {
            int x = bfs.front();
            bfs.pop();
            if (x == v) { reached = true; break; }
            for (int y : adj[x])
                if (!seen[y]) { seen[y] = 1; bfs.push(y); }
        }
        cout << (reached ? "YES" : "NO") << "\n";
    }
}
