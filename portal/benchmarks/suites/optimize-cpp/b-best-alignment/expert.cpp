#include <cstdio>
#include <vector>

static int read_int() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}

// Samples fit in 16 bits and a score in 32 bits (|score| <= 30000 * 100 * 100 < 2^31), so the
// inner product is a 16-bit x 16-bit -> 32-bit dot product, which the compiler turns into SSE2
// multiply-add instructions handling 8 products at a time.
int main() {
    const int n = read_int();
    const int m = read_int();
    std::vector<short> a(n), b(m);
    for (auto &x : a) x = (short)read_int();
    for (auto &x : b) x = (short)read_int();
    const short *pb = b.data();
    int best = 0, where = -1;
    for (int s = 0; s + m <= n; s++) {
        const short *pa = a.data() + s;
        int score = 0;
        for (int i = 0; i < m; i++) score += pa[i] * pb[i];
        if (where == -1 || score > best) {
            best = score;
            where = s;
        }
    }
    printf("%d %d\n", best, where);
    return 0;
}
