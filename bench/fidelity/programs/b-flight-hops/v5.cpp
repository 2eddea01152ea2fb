// Edge list sorted by source (std::sort of pairs), ranges found by offsets; array queue.
#include <algorithm>
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
    std::vector<std::pair<int, int>> edges;
    edges.reserve(2 * m);
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        edges.push_back({u, v});
        edges.push_back({v, u});
    }
    std::sort(edges.begin(), edges.end());
    std::vector<int> start(n + 2, 0);
    for (auto &e : edges) start[e.first + 1]++;
    for (long long i = 1; i <= n + 1; i++) start[i] += start[i - 1];
    std::vector<int> dist(n + 1, -1), queue(n);
    long long qh = 0, qt = 0, far = 0, total = 0;
    dist[1] = 0;
    queue[qt++] = 1;
    while (qh < qt) {
        int u = queue[qh++];
        if (dist[u] > far) far = dist[u];
        total += dist[u];
        for (int k = start[u]; k < start[u + 1]; k++) {
            int v = edges[k].second;
            if (dist[v] < 0) { dist[v] = dist[u] + 1; queue[qt++] = v; }
        }
    }
    printf("%lld %lld %lld\n", qt, far, total);
}
