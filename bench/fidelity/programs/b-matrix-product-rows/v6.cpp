// i-k-j with k blocked by 32 so a block of B rows stays in L1; flat 32-bit arrays.
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
    std::vector<int> a((size_t)n * n), b((size_t)n * n), c(n);
    for (auto &x : a) x = readInt();
    for (auto &x : b) x = readInt();
    const int BK = 32;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) c[j] = 0;
        for (int k0 = 0; k0 < n; k0 += BK) {
            const int k1 = k0 + BK < n ? k0 + BK : n;
            for (int k = k0; k < k1; k++) {
                const int aik = a[(size_t)i * n + k];
                const int *bk = &b[(size_t)k * n];
                for (int j = 0; j < n; j++) c[j] += aik * bk[j];
            }
        }
        int best = c[0];
        for (int j = 1; j < n; j++) if (c[j] > best) best = c[j];
        printf("%d\n", best);
    }
}
