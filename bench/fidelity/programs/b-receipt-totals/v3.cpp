// getchar_unlocked parser into cents, putchar_unlocked output.
#include <cstdio>
static long long readCents() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    long long v = 0;
    while ((c >= '0' && c <= '9') || c == '.') { if (c != '.') v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
static int readInt() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
static void put(long long cents) {
    char buf[24];
    int len = 0;
    buf[len++] = char('0' + cents % 10); cents /= 10;
    buf[len++] = char('0' + cents % 10); cents /= 10;
    buf[len++] = '.';
    do { buf[len++] = char('0' + cents % 10); cents /= 10; } while (cents);
    while (len) putchar_unlocked(buf[--len]);
    putchar_unlocked('\n');
}
int main() {
    int n = readInt();
    long long day = 0;
    for (int i = 0; i < n; i++) {
        int k = readInt();
        long long total = 0;
        for (int j = 0; j < k; j++) total += readCents();
        day += total;
        put(total);
    }
    put(day);
}
