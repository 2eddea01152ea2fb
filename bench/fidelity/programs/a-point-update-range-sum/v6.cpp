// Recursive segment tree with synchronised cin and endl.
#include <iostream>
#include <vector>
using namespace std;
static vector<long long> tree;
static int n;
static void update(int node, int lo, int hi, int pos, long long v) {
    if (lo == hi) { tree[node] = v; return; }
    int mid = (lo + hi) / 2;
    if (pos <= mid) update(2 * node, lo, mid, pos, v); else update(2 * node + 1, mid + 1, hi, pos, v);
    tree[node] = tree[2 * node] + tree[2 * node + 1];
}
static long long query(int node, int lo, int hi, int l, int r) {
    if (r < lo || hi < l) return 0;
    if (l <= lo && hi <= r) return tree[node];
    int mid = (lo + hi) / 2;
    return query(2 * node, lo, mid, l, r) + query(2 * node + 1, mid + 1, hi, l, r);
}
int main() {
    int q;
    cin >> n >> q;
    tree.assign(4 * n, 0);
    for (int i = 1; i <= n; i++) { long long v; cin >> v; update(1, 1, n, i, v); }
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        cin >> t >> x >> y;
        if (t == 1) update(1, 1, n, (int)x, y);
        else cout << query(1, 1, n, (int)x, (int)y) << endl;
    }
}
