// Hand-written digit conversion into one big buffer, a single fwrite.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    std::vector<char> out((size_t)n * n * 11 + 16);
    char *o = out.data();
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            unsigned long long d = (unsigned long long)(x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
            char tmp[24];
            int len = 0;
            do { tmp[len++] = char('0' + d % 10); d /= 10; } while (d);
            while (len) *o++ = tmp[--len];
            *o++ = j + 1 < n ? ' ' : '\n';
        }
    fwrite(out.data(), 1, o - out.data(), stdout);
}
