// Bit-parallel LCS: one machine word holds a DP column's increments (Y has at most 20 letters).
#include <cstdio>
#include <cstring>
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char x[32], y[32];
    while (q--) {
        scanf("%31s %31s", x, y);
        int m = (int)strlen(y);
        unsigned long long match[256] = {};
        for (int j = 0; j < m; j++) match[(unsigned char)y[j]] |= 1ULL << j;
        const unsigned long long all = (1ULL << m) - 1;
        unsigned long long v = all;
        for (const char *p = x; *p; p++) {
            unsigned long long u = v & match[(unsigned char)*p];
            v = ((v + u) | (v - u)) & all;
        }
        printf("%d\n", m - __builtin_popcountll(v));
    }
}
