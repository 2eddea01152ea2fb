// Quick-find: a component label per island; a union relabels by scanning all n islands.
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> comp(n + 1);
    for (int i = 0; i <= n; i++) comp[i] = i;
    for (int i = 0; i < m; i++) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        int a = comp[u], b = comp[v];
        if (t == 1) {
            if (a != b)
                for (int x = 1; x <= n; x++)
                    if (comp[x] == b) comp[x] = a;
        } else {
            printf(a == b ? "YES\n" : "NO\n");
        }
    }
}
