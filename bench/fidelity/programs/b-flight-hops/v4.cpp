// Level-synchronous BFS: current and next frontier vectors swapped per level.
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, m;
    if (scanf("%lld %lld %llu", &n, &m, &state) != 3) return 1;
    std::vector<std::vector<int>> adj(n + 1);
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    std::vector<char> seen(n + 1, 0);
    std::vector<int> cur{1}, nxt;
    seen[1] = 1;
    long long reached = 0, far = 0, total = 0, level = 0;
    while (!cur.empty()) {
        reached += cur.size();
        total += level * (long long)cur.size();
        far = level;
        nxt.clear();
        for (int u : cur)
            for (int v : adj[u]) if (!seen[v]) { seen[v] = 1; nxt.push_back(v); }
        cur.swap(nxt);
        level++;
    }
    printf("%lld %lld %lld\n", reached, far, total);
}
