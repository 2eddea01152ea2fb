// Compare 8 bytes at a time (memcpy into 64-bit words), then the tail.
#include <cstdio>
#include <cstring>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char> s(n + 16, 0);
    scanf("%s", s.data());
    for (int i = 0; i < q; i++) {
        int a, b, len;
        scanf("%d %d %d", &a, &b, &len);
        const char *x = &s[a - 1], *y = &s[b - 1];
        bool eq = true;
        int k = 0;
        for (; k + 8 <= len && eq; k += 8) {
            unsigned long long u, w;
            memcpy(&u, x + k, 8);
            memcpy(&w, y + k, 8);
            eq = u == w;
        }
        for (; k < len && eq; k++) eq = x[k] == y[k];
        puts(eq ? "Yes" : "No");
    }
}
