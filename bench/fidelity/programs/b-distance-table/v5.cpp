// Each row formatted with snprintf into a line buffer, fputs per row.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    std::vector<char> line((size_t)n * 12 + 2);
    for (int i = 0; i < n; i++) {
        size_t used = 0;
        for (int j = 0; j < n; j++)
            used += snprintf(line.data() + used, 13, j + 1 < n ? "%lld " : "%lld\n", x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
        fputs(line.data(), stdout);
    }
}
