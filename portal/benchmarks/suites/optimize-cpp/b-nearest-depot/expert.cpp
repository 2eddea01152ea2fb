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

// Coordinates are at most 10^4, so every difference and every distance (<= 2 * 10^4) fits in a
// signed 16-bit lane. Depot coordinates are stored as two separate int16 arrays, and the inner
// loop is branch-free (min instead of a compare-and-branch), which SSE2 runs 8 depots at a time
// (psubw, pmaxsw for |.|, paddw, pminsw).
int main() {
    const int n = read_int();
    const int q = read_int();
    std::vector<int16_t> dx(n), dy(n);
    for (int i = 0; i < n; i++) {
        dx[i] = (int16_t)read_int();
        dy[i] = (int16_t)read_int();
    }
    const int16_t *px = dx.data(), *py = dy.data();
    std::vector<char> out((size_t)q * 7 + 16);
    char *o = out.data();
    for (int j = 0; j < q; j++) {
        const int16_t x = (int16_t)read_int(), y = (int16_t)read_int();
        int16_t best = 32767;
        for (int i = 0; i < n; i++) {
            int16_t ax = (int16_t)(px[i] - x), ay = (int16_t)(py[i] - y);
            int16_t nx = (int16_t)-ax, ny = (int16_t)-ay;
            ax = ax > nx ? ax : nx;
            ay = ay > ny ? ay : ny;
            const int16_t d = (int16_t)(ax + ay);
            best = d < best ? d : best;
        }
        unsigned v = (unsigned)best;
        char tmp[8];
        int len = 0;
        do { tmp[len++] = char('0' + v % 10); v /= 10; } while (v);
        while (len) *o++ = tmp[--len];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
