#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

int main() {
    char a[64], b[64];
    if (scanf("%63s %63s", a, b) != 2) return 1;
    int n = strlen(a), m = strlen(b);
    // classic table, one row at a time: row[j] = distance between a[0..i) and b[0..j)
    std::vector<int> row(m + 1), next(m + 1);
    for (int j = 0; j <= m; j++) row[j] = j;
    for (int i = 1; i <= n; i++) {
        next[0] = i;
        for (int j = 1; j <= m; j++) {
            if (a[i - 1] == b[j - 1]) next[j] = row[j - 1];
            else next[j] = 1 + std::min({row[j], next[j - 1], row[j - 1]});
        }
        std::swap(row, next);
    }
    printf("%d\n", row[m]);
}
