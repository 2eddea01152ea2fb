#include <cstdio>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Compressed adjacency (CSR): the routes are generated once into two flat arrays, degrees are
// counted, and all neighbour lists are laid out back to back in one array. No per-airport
// vectors that grow by reallocation, and the BFS queue is a plain array.
int main() {
    long long n_in, m_in;
    if (scanf("%lld %lld %llu", &n_in, &m_in, &state) != 3) return 1;
    const int n = (int)n_in, m = (int)m_in;
    const unsigned long long nn = (unsigned long long)n;
    std::vector<int> eu(m), ev(m), start(n + 2, 0);
    for (int k = 0; k < m; k++) {
        const int u = (int)((rnd() * nn) >> 31) + 1;
        const int v = (int)((rnd() * nn) >> 31) + 1;
        eu[k] = u;
        ev[k] = v;
        start[u + 1]++;
        start[v + 1]++;
    }
    for (int i = 1; i <= n + 1; i++) start[i] += start[i - 1];
    std::vector<int> fill(start.begin(), start.end() - 1), nbr(2 * (size_t)m);
    for (int k = 0; k < m; k++) {
        nbr[fill[eu[k]]++] = ev[k];
        nbr[fill[ev[k]]++] = eu[k];
    }
    std::vector<int> dist(n + 1, -1), queue(n);
    int head = 0, tail = 0;
    dist[1] = 0;
    queue[tail++] = 1;
    long long far = 0, total = 0;
    while (head < tail) {
        const int u = queue[head++];
        const int du = dist[u];
        far = du > far ? du : far;
        total += du;
        for (int e = start[u]; e < start[u + 1]; e++) {
            const int v = nbr[e];
            if (dist[v] == -1) {
                dist[v] = du + 1;
                queue[tail++] = v;
            }
        }
    }
    printf("%d %lld %lld\n", tail, far, total);
    return 0;
}
