// fwrite per line from a prebuilt "|###...#" row followed by a newline write.
#include <cstdio>
#include <vector>
int main() {
    int n, w;
    if (scanf("%d %d", &n, &w) != 2) return 1;
    std::vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { scanf("%lld", &x); if (x > m) m = x; }
    std::vector<char> row(w + 1, '#');
    row[0] = '|';
    for (long long x : v) {
        long long len = m == 0 ? 0 : x * w / m;
        fwrite(row.data(), 1, len + 1, stdout);
        fputc('\n', stdout);
    }
}
