// BFS per query like the baseline, but with a reused array queue and visit stamps (no allocation).
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<std::vector<int>> adj(n + 1);
    std::vector<int> stamp(n + 1, 0), queue(n + 1);
    int now = 0;
    std::vector<char> out;
    for (int i = 0; i < m; i++) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        if (t == 1) { adj[u].push_back(v); adj[v].push_back(u); continue; }
        now++;
        int head = 0, tail = 0;
        queue[tail++] = u;
        stamp[u] = now;
        bool found = false;
        while (head < tail) {
            int x = queue[head++];
            if (x == v) { found = true; break; }
            for (int y : adj[x])
                if (stamp[y] != now) { stamp[y] = now; queue[tail++] = y; }
        }
        const char *s = found ? "YES\n" : "NO\n";
        while (*s) out.push_back(*s++);
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
