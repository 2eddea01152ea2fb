// Bellman-Ford-style relaxation over the edge list until nothing changes (O(m * diameter)).
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
    std::vector<int> eu(m), ev(m);
    for (long long k = 0; k < m; k++) {
        eu[k] = (int)((rnd() * n) >> 31) + 1;
        ev[k] = (int)((rnd() * n) >> 31) + 1;
    }
    const int INF = 1 << 30;
    std::vector<int> dist(n + 1, INF);
    dist[1] = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (long long k = 0; k < m; k++) {
            int a = eu[k], b = ev[k];
            if (dist[a] + 1 < dist[b]) { dist[b] = dist[a] + 1; changed = true; }
            if (dist[b] + 1 < dist[a]) { dist[a] = dist[b] + 1; changed = true; }
        }
    }
    long long reached = 0, far = 0, total = 0;
    for (long long i = 1; i <= n; i++)
        if (dist[i] < INF) { reached++; total += dist[i]; if (dist[i] > far) far = dist[i]; }
    printf("%lld %lld %lld\n", reached, far, total);
}
