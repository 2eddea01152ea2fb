// 32-bit, the pulse reversed and walked backwards (a different access pattern, same work).
#include <cstdio>
#include <vector>
static int readInt() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}
int main() {
    int n = readInt(), m = readInt();
    std::vector<int> a(n), rb(m);
    for (int &x : a) x = readInt();
    for (int i = 0; i < m; i++) rb[m - 1 - i] = readInt();
    int best = 0, where = -1;
    for (int s = 0; s + m <= n; s++) {
        int score = 0;
        for (int i = m - 1; i >= 0; i--) score += a[s + m - 1 - i] * rb[i];
        if (where == -1 || score > best) { best = score; where = s; }
    }
    printf("%d %d\n", best, where);
}
