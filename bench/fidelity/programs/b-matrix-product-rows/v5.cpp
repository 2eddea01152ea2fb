// i-j-k over vector<vector<int>> (32-bit, column walk of B), scanf input.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> a(n, std::vector<int>(n)), b(n, std::vector<int>(n));
    for (auto &r : a) for (auto &x : r) scanf("%d", &x);
    for (auto &r : b) for (auto &x : r) scanf("%d", &x);
    for (int i = 0; i < n; i++) {
        int best = 0;
        for (int j = 0; j < n; j++) {
            int c = 0;
            for (int k = 0; k < n; k++) c += a[i][k] * b[k][j];
            if (j == 0 || c > best) best = c;
        }
        printf("%d\n", best);
    }
}
