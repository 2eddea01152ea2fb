// The baseline's recursion memoised in a table, reset per pair.
#include <cstdio>
#include <cstring>
static char X[32], Y[32];
static int nx, ny, memo[32][32];
static int lcs(int i, int j) {
    if (i == nx || j == ny) return 0;
    int &m = memo[i][j];
    if (m >= 0) return m;
    if (X[i] == Y[j]) return m = 1 + lcs(i + 1, j + 1);
    int a = lcs(i + 1, j), b = lcs(i, j + 1);
    return m = a > b ? a : b;
}
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    while (q--) {
        scanf("%31s %31s", X, Y);
        nx = (int)strlen(X), ny = (int)strlen(Y);
        memset(memo, -1, sizeof memo);
        printf("%d\n", lcs(0, 0));
    }
}
