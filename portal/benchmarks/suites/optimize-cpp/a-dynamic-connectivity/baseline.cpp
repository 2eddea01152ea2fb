#include <iostream>
#include <queue>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int t, u, v;
        cin >> t >> u >> v;
        if (t == 1) {
            adj[u].push_back(v);
            adj[v].push_back(u);
            continue;
        }
        // breadth-first search from u until v is found
        vector<bool> seen(n + 1, false);
        queue<int> bfs;
        bfs.push(u);
        seen[u] = true;
        bool reached = false;
        while (!bfs.empty()) {
            int x = bfs.front();
            bfs.pop();
            if (x == v) { reached = true; break; }
            for (int y : adj[x])
                if (!seen[y]) { seen[y] = true; bfs.push(y); }
        }
        cout << (reached ? "YES" : "NO") << "\n";
    }
}
