// getchar_unlocked per character, a 256-entry class table.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    unsigned char cls[256] = {};
    bool vowel[256] = {};
    for (int c = 0; c < 256; c++) cls[c] = 4;
    for (int c = 'A'; c <= 'Z'; c++) cls[c] = 0;
    for (int c = 'a'; c <= 'z'; c++) cls[c] = 1;
    for (int c = '0'; c <= '9'; c++) cls[c] = 2;
    cls[' '] = 3;
    cls['\n'] = 5;
    for (const char *v = "aeiouAEIOU"; *v; v++) vowel[(unsigned char)*v] = true;
    int c = getchar_unlocked();
    while (c != '\n' && c != EOF) c = getchar_unlocked();
    long long count[6] = {}, vo = 0;
    while ((c = getchar_unlocked()) != EOF) { count[cls[c]]++; vo += vowel[c]; }
    long long up = count[0], lo = count[1], di = count[2], sp = count[3], ot = count[4];
    printf("%lld %lld %lld %lld %lld %lld\n", up, lo, di, sp, ot, vo);
}
