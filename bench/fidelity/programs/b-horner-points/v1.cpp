// 16-bit unsigned arithmetic wraps modulo 65536 by itself: no '%' at all; scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<unsigned> c(d + 1);
    for (auto &v : c) scanf("%u", &v);
    for (int j = 0; j < m; j++) {
        unsigned x;
        scanf("%u", &x);
        unsigned short r = 0;
        for (int i = d; i >= 0; i--) r = (unsigned short)(r * x + c[i]);
        printf("%u\n", (unsigned)r);
    }
}
