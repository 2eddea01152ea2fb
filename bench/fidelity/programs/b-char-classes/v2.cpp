// getchar per character (locked stdio), branchy classification.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int c = getchar();
    while (c != '\n' && c != EOF) c = getchar();
    long long up = 0, lo = 0, di = 0, sp = 0, ot = 0, vo = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') continue;
        if (c >= 'A' && c <= 'Z') up++;
        else if (c >= 'a' && c <= 'z') lo++;
        else if (c >= '0' && c <= '9') di++;
        else if (c == ' ') sp++;
        else ot++;
        switch (c | 32) { case 'a': case 'e': case 'i': case 'o': case 'u': vo++; }
    }
    printf("%lld %lld %lld %lld %lld %lld\n", up, lo, di, sp, ot, vo);
}
