// std::multimap<int,int> adjacency (a tree node per edge end), std::queue.
#include <cstdio>
#include <map>
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
    std::multimap<int, int> adj;
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        adj.insert({u, v});
        adj.insert({v, u});
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
        auto range = adj.equal_range(u);
        for (auto it = range.first; it != range.second; ++it)
            if (dist[it->second] == -1) { dist[it->second] = dist[u] + 1; q.push(it->second); }
    }
    printf("%lld %lld %lld\n", reached, far, total);
}
