// putchar per output character (locked stdio calls).
#include <cstdio>
#include <vector>
int main() {
    int n, w;
    if (scanf("%d %d", &n, &w) != 2) return 1;
    std::vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { scanf("%lld", &x); if (x > m) m = x; }
    for (long long x : v) {
        long long len = m == 0 ? 0 : x * w / m;
        putchar('|');
        for (long long j = 0; j < len; j++) putchar('#');
        putchar('\n');
    }
}
