// Disjoint sets with recursive full path compression and union by rank; iostream.
#include <iostream>
#include <vector>
static std::vector<int> parent, rnk;
static int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, m;
    std::cin >> n >> m;
    parent.resize(n + 1);
    rnk.assign(n + 1, 0);
    for (int i = 0; i <= n; i++) parent[i] = i;
    for (int i = 0; i < m; i++) {
        int t, u, v;
        std::cin >> t >> u >> v;
        int a = find(u), b = find(v);
        if (t == 1) {
            if (a == b) continue;
            if (rnk[a] < rnk[b]) std::swap(a, b);
            parent[b] = a;
            if (rnk[a] == rnk[b]) rnk[a]++;
        } else {
            std::cout << (a == b ? "YES\n" : "NO\n");
        }
    }
}
