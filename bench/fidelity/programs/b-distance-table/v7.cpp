// Symmetry: each distance converted to text once into a table of strings, rows assembled from it.
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    std::vector<std::string> text((size_t)n * n);
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            text[(size_t)i * n + j] = text[(size_t)j * n + i] = std::to_string(x[i] > x[j] ? x[i] - x[j] : x[j] - x[i]);
    std::string out;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            out += text[(size_t)i * n + j];
            out += j + 1 < n ? ' ' : '\n';
        }
    fwrite(out.data(), 1, out.size(), stdout);
}
