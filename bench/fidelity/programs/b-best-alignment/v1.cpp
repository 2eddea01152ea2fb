// 32-bit ints (a score fits: m * 10^4 <= 3*10^8), a vectorisable inner dot product; scanf.
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> a(n), b(m);
    for (int &x : a) scanf("%d", &x);
    for (int &x : b) scanf("%d", &x);
    int best = 0, where = -1;
    for (int s = 0; s + m <= n; s++) {
        int score = 0;
        for (int i = 0; i < m; i++) score += a[s + i] * b[i];
        if (where == -1 || score > best) { best = score; where = s; }
    }
    printf("%d %d\n", best, where);
}
