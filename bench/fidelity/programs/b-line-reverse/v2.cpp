// fgets into a char buffer, reverse in place, fputs.
#include <cstdio>
#include <cstdlib>
#include <cstring>
int main() {
    int n;
    char buf[256];
    if (!fgets(buf, sizeof buf, stdin)) return 1;
    n = atoi(buf);
    for (int i = 0; i < n && fgets(buf, sizeof buf, stdin); i++) {
        int len = (int)strcspn(buf, "\n");
        for (int a = 0, b = len - 1; a < b; a++, b--) { char t = buf[a]; buf[a] = buf[b]; buf[b] = t; }
        buf[len] = '\n';
        buf[len + 1] = 0;
        fputs(buf, stdout);
    }
}
