#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

// Each bar is a memset into one output buffer; the chart is printed with a single fwrite.
int main() {
    int n, w;
    if (scanf("%d %d", &n, &w) != 2) return 1;
    std::vector<long long> v(n);
    for (auto &x : v) scanf("%lld", &x);
    long long m = *std::max_element(v.begin(), v.end());
    std::vector<char> out((size_t)n * (w + 2) + 16);
    char *o = out.data();
    for (int i = 0; i < n; i++) {
        long long len = m == 0 ? 0 : v[i] * w / m;
        *o++ = '|';
        memset(o, '#', (size_t)len);
        o += len;
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
