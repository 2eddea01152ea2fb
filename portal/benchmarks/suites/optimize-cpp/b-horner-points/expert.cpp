#include <cstdint>
#include <cstdio>
#include <vector>

static int read_int() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}

// Arithmetic modulo 65536 is exactly 16-bit unsigned arithmetic, so no '%' is needed. Horner's
// rule is a chain of dependent steps for one point, but the points are independent: the loops
// are swapped so that each coefficient is applied to a block of points at once, and that inner
// loop vectorises to 8 points per SSE2 instruction. Blocks of 2048 points keep the working set
// in the L1 cache.
int main() {
    const int d = read_int();
    const int m = read_int();
    std::vector<uint16_t> c(d + 1), x(m), r(m, 0);
    for (auto &v : c) v = (uint16_t)read_int();
    for (auto &v : x) v = (uint16_t)read_int();
    const int BLOCK = 2048;
    for (int start = 0; start < m; start += BLOCK) {
        const int len = m - start < BLOCK ? m - start : BLOCK;
        uint16_t *pr = r.data() + start;
        const uint16_t *px = x.data() + start;
        for (int i = d; i >= 0; i--) {
            const uint16_t ci = c[i];
            for (int j = 0; j < len; j++) pr[j] = (uint16_t)((unsigned)pr[j] * px[j] + ci);
        }
    }
    std::vector<char> out((size_t)m * 7 + 16);
    char *o = out.data();
    for (int j = 0; j < m; j++) {
        unsigned v = r[j];
        char tmp[8];
        int len = 0;
        do { tmp[len++] = char('0' + v % 10); v /= 10; } while (v);
        while (len) *o++ = tmp[--len];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
