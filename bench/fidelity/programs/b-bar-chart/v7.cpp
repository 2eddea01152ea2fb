// A line buffer filled byte by byte, then puts per line; getchar_unlocked reader.
#include <cstdio>
#include <vector>
static long long readNum() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
int main() {
    int n = (int)readNum(), w = (int)readNum();
    std::vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { x = readNum(); if (x > m) m = x; }
    char line[256];
    line[0] = '|';
    for (long long x : v) {
        long long len = m == 0 ? 0 : x * w / m;
        for (long long j = 1; j <= len; j++) line[j] = '#';
        line[len + 1] = '\0';
        puts(line);
    }
}
