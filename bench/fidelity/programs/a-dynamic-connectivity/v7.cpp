// Disjoint sets with union by size but no path compression; synchronised iostream and endl.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n, m;
    cin >> n >> m;
    vector<int> parent(n + 1), size(n + 1, 1);
    for (int i = 0; i <= n; i++) parent[i] = i;
    auto find = [&](int x) { while (parent[x] != x) x = parent[x]; return x; };
    for (int i = 0; i < m; i++) {
        int t, u, v;
        cin >> t >> u >> v;
        int a = find(u), b = find(v);
        if (t == 1) {
            if (a == b) continue;
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
        } else {
            cout << (a == b ? "YES" : "NO") << endl;
        }
    }
}
