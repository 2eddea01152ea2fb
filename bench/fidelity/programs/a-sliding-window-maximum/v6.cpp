// Recursive segment tree, one range-max query per window: O(n log n) with recursion.
#include <climits>
#include <cstdio>
#include <vector>
static std::vector<long long> tree, a;
static void build(int node, int lo, int hi) {
    if (lo == hi) { tree[node] = a[lo]; return; }
    int mid = (lo + hi) / 2;
    build(2 * node, lo, mid);
    build(2 * node + 1, mid + 1, hi);
    tree[node] = std::max(tree[2 * node], tree[2 * node + 1]);
}
static long long query(int node, int lo, int hi, int l, int r) {
    if (r < lo || hi < l) return LLONG_MIN;
    if (l <= lo && hi <= r) return tree[node];
    int mid = (lo + hi) / 2;
    return std::max(query(2 * node, lo, mid, l, r), query(2 * node + 1, mid + 1, hi, l, r));
}
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    a.resize(n);
    for (auto &x : a) scanf("%lld", &x);
    tree.assign(4 * n, 0);
    build(1, 0, n - 1);
    long long total = 0;
    for (int i = 0; i + k <= n; i++) total += query(1, 0, n - 1, i, i + k - 1);
    printf("%lld\n", total);
}
