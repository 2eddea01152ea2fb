// Four points evaluated together (four independent Horner chains), 32-bit, masked once at the end.
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<unsigned> c(d + 1), x(m + 3, 0), r(m + 3);
    for (auto &v : c) scanf("%u", &v);
    for (int j = 0; j < m; j++) scanf("%u", &x[j]);
    for (int j = 0; j < m; j += 4) {
        unsigned r0 = 0, r1 = 0, r2 = 0, r3 = 0;
        for (int i = d; i >= 0; i--) {
            r0 = r0 * x[j] + c[i];
            r1 = r1 * x[j + 1] + c[i];
            r2 = r2 * x[j + 2] + c[i];
            r3 = r3 * x[j + 3] + c[i];
        }
        r[j] = r0 & 0xFFFF; r[j + 1] = r1 & 0xFFFF; r[j + 2] = r2 & 0xFFFF; r[j + 3] = r3 & 0xFFFF;
    }
    for (int j = 0; j < m; j++) printf("%u\n", r[j]);
}
