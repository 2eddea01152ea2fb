// Quick-find with member lists: the smaller component is relabelled (small-to-large).
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> comp(n + 1);
    std::vector<std::vector<int>> members(n + 1);
    for (int i = 0; i <= n; i++) { comp[i] = i; members[i].push_back(i); }
    std::string out;
    for (int i = 0; i < m; i++) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        int a = comp[u], b = comp[v];
        if (t == 1) {
            if (a == b) continue;
            if (members[a].size() < members[b].size()) std::swap(a, b);
            for (int x : members[b]) { comp[x] = a; members[a].push_back(x); }
            members[b].clear();
            members[b].shrink_to_fit();
        } else {
            out += a == b ? "YES\n" : "NO\n";
        }
    }
    fputs(out.c_str(), stdout);
}
