// Fenwick tree with a getchar_unlocked reader and one output buffer.
#include <cstdio>
#include <string>
#include <vector>
static long long readNum() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
int main() {
    int n = (int)readNum(), q = (int)readNum();
    std::vector<long long> a(n + 1), tree(n + 1, 0);
    for (int i = 1; i <= n; i++) tree[i] = a[i] = readNum();
    for (int i = 1; i <= n; i++) { int p = i + (i & -i); if (p <= n) tree[p] += tree[i]; }
    std::string out;
    for (int k = 0; k < q; k++) {
        int t = (int)readNum();
        long long x = readNum(), y = readNum();
        if (t == 1) {
            long long d = y - a[x];
            a[x] = y;
            for (long long p = x; p <= n; p += p & -p) tree[p] += d;
        } else {
            long long s = 0;
            for (long long p = y; p > 0; p -= p & -p) s += tree[p];
            for (long long p = x - 1; p > 0; p -= p & -p) s -= tree[p];
            out += std::to_string(s);
            out += '\n';
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
