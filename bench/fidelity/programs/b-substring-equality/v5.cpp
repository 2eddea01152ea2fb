// Longest-common-extension table lce[i][j] (O(n^2) 16-bit DP, bottom-up), O(1) per query.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char> s(n + 2);
    scanf("%s", s.data());
    // two rows at a time would not allow random queries: keep the full table, 16-bit entries
    std::vector<unsigned short> lce((size_t)(n + 1) * (n + 1), 0);
    for (int i = n - 1; i >= 0; i--)
        for (int j = n - 1; j >= 0; j--)
            if (s[i] == s[j]) lce[(size_t)i * (n + 1) + j] = (unsigned short)(lce[(size_t)(i + 1) * (n + 1) + j + 1] + 1);
    for (int k = 0; k < q; k++) {
        int a, b, len;
        scanf("%d %d %d", &a, &b, &len);
        puts(lce[(size_t)(a - 1) * (n + 1) + b - 1] >= len ? "Yes" : "No");
    }
}
