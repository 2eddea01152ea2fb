// printf per number, spaces between, '\n' per row.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) printf(j + 1 < n ? "%lld " : "%lld\n", x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
}
