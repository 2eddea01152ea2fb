// Iterative DFS per query over adjacency lists, vector<bool> visited, iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, m;
    std::cin >> n >> m;
    std::vector<std::vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int t, u, v;
        std::cin >> t >> u >> v;
        if (t == 1) { adj[u].push_back(v); adj[v].push_back(u); continue; }
        std::vector<bool> seen(n + 1, false);
        std::vector<int> stack{u};
        seen[u] = true;
        bool found = false;
        while (!stack.empty() && !found) {
            int x = stack.back();
            stack.pop_back();
            if (x == v) found = true;
            for (int y : adj[x])
                if (!seen[y]) { seen[y] = true; stack.push_back(y); }
        }
        std::cout << (found ? "YES" : "NO") << '\n';
    }
}
