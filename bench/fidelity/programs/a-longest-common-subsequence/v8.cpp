// DP over anti-diagonals in a flat table, getchar-based reader.
#include <cstdio>
#include <cstring>
static int readWord(char *w) {
    int c = getchar();
    while (c == ' ' || c == '\n' || c == '\r') c = getchar();
    int n = 0;
    while (c >= 'A' && c <= 'Z') { w[n++] = (char)c; c = getchar(); }
    w[n] = 0;
    return n;
}
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char x[32], y[32];
    static int d[33 * 33];
    while (q--) {
        int n = readWord(x), m = readWord(y);
        memset(d, 0, sizeof d);
        for (int s = 2; s <= n + m; s++)
            for (int i = 1; i <= n; i++) {
                int j = s - i;
                if (j < 1 || j > m) continue;
                int up = d[(i - 1) * 33 + j], left = d[i * 33 + j - 1];
                d[i * 33 + j] = x[i - 1] == y[j - 1] ? d[(i - 1) * 33 + j - 1] + 1 : (up > left ? up : left);
            }
        printf("%d\n", d[n * 33 + m]);
    }
}
