#include <algorithm>
#include <cstdio>
#include <cstring>

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    char x[64], y[64];
    int table[64][64];
    for (int k = 0; k < q; k++) {
        scanf("%63s %63s", x, y);
        int n = strlen(x), m = strlen(y);
        // table[i][j]: LCS length of x[i..] and y[j..], filled from the ends
        for (int i = n; i >= 0; i--)
            for (int j = m; j >= 0; j--) {
                if (i == n || j == m) table[i][j] = 0;
                else if (x[i] == y[j]) table[i][j] = 1 + table[i + 1][j + 1];
                else table[i][j] = std::max(table[i + 1][j], table[i][j + 1]);
            }
        printf("%d\n", table[0][0]);
    }
}
