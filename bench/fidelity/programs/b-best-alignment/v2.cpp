// 16-bit storage, 32-bit products; getchar_unlocked reader.
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
    std::vector<short> a(n), b(m);
    for (auto &x : a) x = (short)readInt();
    for (auto &x : b) x = (short)readInt();
    int best = 0, where = -1;
    for (int s = 0; s + m <= n; s++) {
        int score = 0;
        const short *as = &a[s];
        for (int i = 0; i < m; i++) score += as[i] * b[i];
        if (where == -1 || score > best) { best = score; where = s; }
    }
    printf("%d %d\n", best, where);
}
