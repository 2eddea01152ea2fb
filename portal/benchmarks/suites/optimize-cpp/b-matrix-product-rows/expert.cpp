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

// i-k-j loop order over flat row-major arrays: the inner loop walks one row of B and one row of
// C contiguously (and vectorises), instead of striding down a column of B. Entries fit in 16 bits
// (half the memory, and SSE2 multiplies 16-bit lanes natively); |C[i][j]| <= 400 * 10^6 fits in
// 32 bits.
int main() {
    const int n = read_int();
    std::vector<short> a((size_t)n * n), b((size_t)n * n);
    std::vector<int> row(n);
    for (auto &x : a) x = (short)read_int();
    for (auto &x : b) x = (short)read_int();
    int *c = row.data();
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) c[j] = 0;
        for (int k = 0; k < n; k++) {
            const short aik = a[(size_t)i * n + k];
            const short *bk = &b[(size_t)k * n];
            for (int j = 0; j < n; j++) c[j] += (int)aik * (int)bk[j];
        }
        int best = c[0];
        for (int j = 1; j < n; j++) best = c[j] > best ? c[j] : best;
        printf("%d\n", best);
    }
    return 0;
}
