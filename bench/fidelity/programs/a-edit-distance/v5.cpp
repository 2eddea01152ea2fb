// The baseline's exponential recursion over global char arrays, scanf/printf.
#include <cstdio>
#include <cstring>
static char s[32], t[32];
static int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    if (s[i - 1] == t[j - 1]) return dist(i - 1, j - 1);
    int a = dist(i - 1, j), b = dist(i, j - 1), c = dist(i - 1, j - 1);
    int best = a < b ? a : b;
    return 1 + (best < c ? best : c);
}
int main() {
    if (scanf("%31s %31s", s, t) != 2) return 1;
    printf("%d\n", dist((int)strlen(s), (int)strlen(t)));
}
