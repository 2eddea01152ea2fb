// One DP row and a saved diagonal value.
#include <cstdio>
#include <cstring>
int main() {
    char s[32], t[32];
    if (scanf("%31s %31s", s, t) != 2) return 1;
    int n = (int)strlen(s), m = (int)strlen(t);
    int row[32];
    for (int j = 0; j <= m; j++) row[j] = j;
    for (int i = 1; i <= n; i++) {
        int diag = row[0];
        row[0] = i;
        for (int j = 1; j <= m; j++) {
            int up = row[j];
            int best = diag + (s[i - 1] != t[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    printf("%d\n", row[m]);
}
