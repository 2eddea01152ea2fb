#include <cstdio>
#include <string>
#include <vector>

// Disjoint-set union with union by size and path halving.
static std::vector<int> parent, groupSize;

static int findRoot(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    parent.resize(n + 1);
    groupSize.assign(n + 1, 1);
    for (int i = 0; i <= n; i++) parent[i] = i;
    std::string out;
    for (int i = 0; i < m; i++) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        int a = findRoot(u), b = findRoot(v);
        if (t == 1) {
            if (a == b) continue;
            if (groupSize[a] < groupSize[b]) std::swap(a, b);
            parent[b] = a;
            groupSize[a] += groupSize[b];
        } else {
            out += a == b ? "YES\n" : "NO\n";
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
