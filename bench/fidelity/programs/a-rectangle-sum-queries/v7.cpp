// 2-D prefix sums with a getchar_unlocked reader and one output buffer.
#include <cstdio>
#include <string>
#include <vector>
static long long readNum() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}
int main() {
    int h = (int)readNum(), w = (int)readNum(), q = (int)readNum();
    const size_t W = (size_t)w + 1;
    std::vector<long long> p((size_t)(h + 1) * W, 0);
    for (int r = 1; r <= h; r++) {
        long long run = 0;
        for (int c = 1; c <= w; c++) { run += readNum(); p[r * W + c] = p[(r - 1) * W + c] + run; }
    }
    std::string out;
    for (int i = 0; i < q; i++) {
        int r1 = (int)readNum(), c1 = (int)readNum(), r2 = (int)readNum(), c2 = (int)readNum();
        out += std::to_string(p[r2 * W + c2] - p[(r1 - 1) * W + c2] - p[r2 * W + c1 - 1] + p[(r1 - 1) * W + c1 - 1]);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
