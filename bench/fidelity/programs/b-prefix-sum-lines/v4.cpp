// getchar_unlocked reader and putchar_unlocked writer with hand-written number conversion.
#include <cstdio>
static long long readNum() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}
static void writeNum(long long v) {
    char buf[24];
    int len = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    if (v < 0) putchar_unlocked('-');
    do { buf[len++] = char('0' + u % 10); u /= 10; } while (u);
    while (len) putchar_unlocked(buf[--len]);
    putchar_unlocked('\n');
}
int main() {
    int n = (int)readNum();
    long long s = 0;
    for (int i = 0; i < n; i++) { s += readNum(); writeNum(s); }
}
