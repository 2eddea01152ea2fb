// Point-major vectorisable form: all points advance one coefficient at a time (i outer, j inner).
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<unsigned> c(d + 1), x(m), r(m, 0);
    for (auto &v : c) scanf("%u", &v);
    for (auto &v : x) scanf("%u", &v);
    for (int i = d; i >= 0; i--) {
        const unsigned ci = c[i];
        for (int j = 0; j < m; j++) r[j] = r[j] * x[j] + ci;
    }
    for (int j = 0; j < m; j++) printf("%u\n", r[j] & 0xFFFF);
}
