// Character-by-character comparison loop with early exit.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char> s(n + 2);
    scanf("%s", s.data());
    for (int i = 0; i < q; i++) {
        int a, b, len;
        scanf("%d %d %d", &a, &b, &len);
        const char *x = &s[a - 1], *y = &s[b - 1];
        int k = 0;
        while (k < len && x[k] == y[k]) k++;
        puts(k == len ? "Yes" : "No");
    }
}
