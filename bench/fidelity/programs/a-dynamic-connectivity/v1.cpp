// Naive disjoint sets: no path compression, no union by size.
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> parent(n + 1);
    for (int i = 0; i <= n; i++) parent[i] = i;
    auto find = [&](int x) { while (parent[x] != x) x = parent[x]; return x; };
    for (int i = 0; i < m; i++) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        int a = find(u), b = find(v);
        if (t == 1) { if (a != b) parent[a] = b; }
        else puts(a == b ? "YES" : "NO");
    }
}
