// putchar_unlocked per output character with a recursive digit printer.
#include <cstdio>
#include <vector>
static void put(unsigned long long d) {
    if (d >= 10) put(d / 10);
    putchar_unlocked(char('0' + d % 10));
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            put((unsigned long long)(x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]));
            putchar_unlocked(j + 1 < n ? ' ' : '\n');
        }
}
