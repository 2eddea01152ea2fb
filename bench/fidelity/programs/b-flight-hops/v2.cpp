// vector<vector<int>> adjacency and std::queue, as the baseline, with printf and 32-bit reserve().
#include <cstdio>
#include <queue>
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
    for (auto &a : adj) a.reserve(4);
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    std::vector<int> dist(n + 1, -1);
    std::queue<int> q;
    dist[1] = 0;
    q.push(1);
    long long reached = 0, far = 0, total = 0;
    while (!q.empty()) {
        int u = q.front(); q.pop();
        reached++;
        if (dist[u] > far) far = dist[u];
        total += dist[u];
        for (int v : adj[u]) if (dist[v] == -1) { dist[v] = dist[u] + 1; q.push(v); }
    }
    printf("%lld %lld %lld\n", reached, far, total);
}
