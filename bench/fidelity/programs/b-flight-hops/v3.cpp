// Linked-list adjacency (head/next arrays, edges in reverse insertion order) and an array queue.
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
    std::vector<int> head(n + 1, -1), next(2 * m), to(2 * m);
    int e = 0;
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        to[e] = v; next[e] = head[u]; head[u] = e++;
        to[e] = u; next[e] = head[v]; head[v] = e++;
    }
    std::vector<int> dist(n + 1, -1), queue(n);
    long long qh = 0, qt = 0, far = 0, total = 0;
    dist[1] = 0;
    queue[qt++] = 1;
    while (qh < qt) {
        int u = queue[qh++];
        if (dist[u] > far) far = dist[u];
        total += dist[u];
        for (int k = head[u]; k >= 0; k = next[k])
            if (dist[to[k]] < 0) { dist[to[k]] = dist[u] + 1; queue[qt++] = to[k]; }
    }
    printf("%lld %lld %lld\n", qt, far, total);
}
