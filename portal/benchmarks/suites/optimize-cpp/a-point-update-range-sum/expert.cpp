#include <cstdio>
#include <vector>

// Whole-input reader: one fread, then hand-rolled parsing of non-negative integers.
static std::vector<char> input;
static size_t pos = 0;

static long long readInt() {
    while (pos < input.size() && (input[pos] < '0' || input[pos] > '9')) pos++;
    long long value = 0;
    while (pos < input.size() && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
    return value;
}

// Fenwick tree: point add and prefix sum in O(log n).
static std::vector<long long> tree;
static int n;

static void add(int i, long long delta) {
    for (; i <= n; i += i & -i) tree[i] += delta;
}

static long long prefix(int i) {
    long long s = 0;
    for (; i > 0; i -= i & -i) s += tree[i];
    return s;
}

int main() {
    char chunk[1 << 16];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) input.insert(input.end(), chunk, chunk + got);
    n = (int)readInt();
    int q = (int)readInt();
    std::vector<long long> a(n + 1);
    tree.assign(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        a[i] = readInt();
        tree[i] += a[i];
        int up = i + (i & -i);
        if (up <= n) tree[up] += tree[i];   // linear-time build
    }
    std::vector<char> out;
    char buf[24];
    for (int k = 0; k < q; k++) {
        int type = (int)readInt();
        long long x = readInt(), y = readInt();
        if (type == 1) {
            add((int)x, y - a[x]);
            a[x] = y;
        } else {
            int len = snprintf(buf, sizeof buf, "%lld\n", prefix((int)y) - prefix((int)x - 1));
            out.insert(out.end(), buf, buf + len);
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
