// 64-bit unsigned Horner without any reduction until the end (wrap-around mod 2^64 is fine).
#include <cstdio>
#include <vector>
int main() {
    int d, m;
    if (scanf("%d %d", &d, &m) != 2) return 1;
    std::vector<unsigned long long> c(d + 1);
    for (auto &v : c) scanf("%llu", &v);
    std::vector<char> out((size_t)m * 7 + 1);
    size_t used = 0;
    for (int j = 0; j < m; j++) {
        unsigned long long x, r = 0;
        scanf("%llu", &x);
        for (int i = d; i >= 0; i--) r = r * x + c[i];
        used += snprintf(out.data() + used, 8, "%llu\n", r & 0xFFFF);
    }
    fwrite(out.data(), 1, used, stdout);
}
