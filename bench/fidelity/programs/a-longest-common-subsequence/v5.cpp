// The baseline's exponential recursion over char arrays, scanf/printf.
#include <cstdio>
#include <cstring>
static char X[32], Y[32];
static int nx, ny;
static int lcs(int i, int j) {
    if (i == nx || j == ny) return 0;
    if (X[i] == Y[j]) return 1 + lcs(i + 1, j + 1);
    int a = lcs(i + 1, j), b = lcs(i, j + 1);
    return a > b ? a : b;
}
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    while (q--) {
        scanf("%31s %31s", X, Y);
        nx = (int)strlen(X), ny = (int)strlen(Y);
        printf("%d\n", lcs(0, 0));
    }
}
