// Compressed adjacency (CSR: degree count, prefix sums, fill) and an array queue.
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
    std::vector<int> eu(m), ev(m), start(n + 2, 0);
    for (long long k = 0; k < m; k++) {
        eu[k] = (int)((rnd() * n) >> 31) + 1;
        ev[k] = (int)((rnd() * n) >> 31) + 1;
        start[eu[k] + 1]++;
        start[ev[k] + 1]++;
    }
    for (long long i = 1; i <= n + 1; i++) start[i] += start[i - 1];
    std::vector<int> adj(2 * m), fill(start.begin(), start.end() - 1);
    for (long long k = 0; k < m; k++) { adj[fill[eu[k]]++] = ev[k]; adj[fill[ev[k]]++] = eu[k]; }
    std::vector<int> dist(n + 1, -1), queue(n);
    long long head = 0, tail = 0, far = 0, total = 0;
    dist[1] = 0;
    queue[tail++] = 1;
    while (head < tail) {
        int u = queue[head++];
        if (dist[u] > far) far = dist[u];
        total += dist[u];
        for (int e = start[u]; e < start[u + 1]; e++)
            if (dist[adj[e]] < 0) { dist[adj[e]] = dist[u] + 1; queue[tail++] = adj[e]; }
    }
    printf("%lld %lld %lld\n", tail, far, total);
}
