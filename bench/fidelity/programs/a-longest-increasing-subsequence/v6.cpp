// Patience sorting with a hand-written binary search and a getchar_unlocked reader.
#include <cstdio>
#include <vector>
static int readInt() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
int main() {
    int n = readInt();
    std::vector<int> tails(n);
    int len = 0;
    for (int i = 0; i < n; i++) {
        int x = readInt(), lo = 0, hi = len;
        while (lo < hi) { int mid = (lo + hi) >> 1; if (tails[mid] < x) lo = mid + 1; else hi = mid; }
        tails[lo] = x;
        if (lo == len) len++;
    }
    printf("%d\n", len);
}
