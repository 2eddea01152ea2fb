// The baseline with std::list adjacency and iostream (a heap node per edge end).
#include <iostream>
#include <list>
#include <queue>
#include <vector>
using namespace std;
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, m;
    cin >> n >> m >> state;
    vector<list<int>> adj(n + 1);
    for (long long k = 0; k < m; k++) {
        int u = (int)((rnd() * n) >> 31) + 1;
        int v = (int)((rnd() * n) >> 31) + 1;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> dist(n + 1, -1);
    queue<int> q;
    dist[1] = 0;
    q.push(1);
    long long reached = 0, far = 0, total = 0;
    while (!q.empty()) {
        int u = q.front(); q.pop();
        reached++;
        far = max(far, (long long)dist[u]);
        total += dist[u];
        for (int v : adj[u]) if (dist[v] == -1) { dist[v] = dist[u] + 1; q.push(v); }
    }
    cout << reached << " " << far << " " << total << endl;
}
