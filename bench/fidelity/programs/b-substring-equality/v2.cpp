// Direct comparison with memcmp (O(len) per query, but a fast library loop).
#include <cstdio>
#include <cstring>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char> s(n + 2);
    scanf("%s", s.data());
    for (int i = 0; i < q; i++) {
        int a, b, len;
        scanf("%d %d %d", &a, &b, &len);
        puts(memcmp(&s[a - 1], &s[b - 1], len) == 0 ? "Yes" : "No");
    }
}
