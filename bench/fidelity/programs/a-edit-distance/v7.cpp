// Two rolling rows swapped by pointer, 8-bit cells.
#include <cstdio>
#include <cstring>
int main() {
    char s[32], t[32];
    if (scanf("%31s %31s", s, t) != 2) return 1;
    int n = (int)strlen(s), m = (int)strlen(t);
    unsigned char a[32], b[32], *prev = a, *cur = b;
    for (int j = 0; j <= m; j++) prev[j] = (unsigned char)j;
    for (int i = 1; i <= n; i++) {
        cur[0] = (unsigned char)i;
        for (int j = 1; j <= m; j++) {
            int v = prev[j - 1] + (s[i - 1] != t[j - 1]);
            int u = prev[j] + 1, l = cur[j - 1] + 1;
            v = u < v ? u : v;
            cur[j] = (unsigned char)(l < v ? l : v);
        }
        unsigned char *tmp = prev; prev = cur; cur = tmp;
    }
    printf("%d\n", prev[m]);
}
