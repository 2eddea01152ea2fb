// Transposed B with four independent 64-bit accumulators per dot product.
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
    int n = readInt();
    std::vector<long long> a((size_t)n * n), bt((size_t)n * n);
    for (auto &x : a) x = readInt();
    for (int k = 0; k < n; k++)
        for (int j = 0; j < n; j++) bt[(size_t)j * n + k] = readInt();
    for (int i = 0; i < n; i++) {
        const long long *ai = &a[(size_t)i * n];
        long long best = 0;
        for (int j = 0; j < n; j++) {
            const long long *bj = &bt[(size_t)j * n];
            long long s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            int k = 0;
            for (; k + 4 <= n; k += 4) {
                s0 += ai[k] * bj[k];
                s1 += ai[k + 1] * bj[k + 1];
                s2 += ai[k + 2] * bj[k + 2];
                s3 += ai[k + 3] * bj[k + 3];
            }
            for (; k < n; k++) s0 += ai[k] * bj[k];
            long long c = s0 + s1 + s2 + s3;
            if (j == 0 || c > best) best = c;
        }
        printf("%lld\n", best);
    }
}
