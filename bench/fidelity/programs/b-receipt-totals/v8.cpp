// Cents parsed by a character loop over std::cin.get() (fast iostream), printf output.
#include <cstdio>
#include <iostream>
static long long readNum(bool skipDot) {
    int c = std::cin.get();
    while (c < '0' || c > '9') c = std::cin.get();
    long long v = 0;
    while ((c >= '0' && c <= '9') || (skipDot && c == '.')) { if (c != '.') v = v * 10 + (c - '0'); c = std::cin.get(); }
    return v;
}
int main() {
    std::ios::sync_with_stdio(false);
    int n = (int)readNum(false);
    long long day = 0;
    for (int i = 0; i < n; i++) {
        int k = (int)readNum(false);
        long long total = 0;
        for (int j = 0; j < k; j++) total += readNum(true);
        day += total;
        printf("%lld.%02lld\n", total / 100, total % 100);
    }
    printf("%lld.%02lld\n", day / 100, day % 100);
}
