// One-row DP over a flat array, reading the grid with getchar.
#include <cstdio>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int h, w;
    if (scanf("%d %d", &h, &w) != 2) return 1;
    std::vector<long long> row(w + 1, 0);
    for (int r = 0; r < h; r++) {
        int ch = getchar();
        while (ch != '.' && ch != '#') ch = getchar();
        for (int c = 0; c < w; c++, ch = getchar()) {
            if (ch == '#') row[c + 1] = 0;
            else if (r == 0 && c == 0) row[c + 1] = 1;
            else row[c + 1] = (row[c + 1] + row[c]) % MOD;
        }
    }
    printf("%lld\n", row[w]);
}
