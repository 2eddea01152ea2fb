// Transpose B once, then row-by-row dot products over 32-bit ints; getchar_unlocked reader.
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
    std::vector<int> a((size_t)n * n), bt((size_t)n * n);
    for (auto &x : a) x = readInt();
    for (int k = 0; k < n; k++)
        for (int j = 0; j < n; j++) bt[(size_t)j * n + k] = readInt();
    for (int i = 0; i < n; i++) {
        int best = 0;
        const int *ai = &a[(size_t)i * n];
        for (int j = 0; j < n; j++) {
            const int *bj = &bt[(size_t)j * n];
            int c = 0;
            for (int k = 0; k < n; k++) c += ai[k] * bj[k];
            if (j == 0 || c > best) best = c;
        }
        printf("%d\n", best);
    }
}
