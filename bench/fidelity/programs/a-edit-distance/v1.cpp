// The baseline's recursion memoised in a 21x21 table.
#include <cstdio>
#include <cstring>
static char s[32], t[32];
static int memo[32][32];
static int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    int &m = memo[i][j];
    if (m >= 0) return m;
    if (s[i - 1] == t[j - 1]) return m = dist(i - 1, j - 1);
    int a = dist(i - 1, j), b = dist(i, j - 1), c = dist(i - 1, j - 1);
    return m = 1 + (a < b ? (a < c ? a : c) : (b < c ? b : c));
}
int main() {
    if (scanf("%31s %31s", s, t) != 2) return 1;
    memset(memo, -1, sizeof memo);
    printf("%d\n", dist((int)strlen(s), (int)strlen(t)));
}
