// Polynomial hash passed by reference (the baseline copied both vectors per query).
#include <iostream>
#include <string>
#include <vector>
typedef unsigned long long ull;
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::string s;
    std::cin >> n >> q >> s;
    std::vector<ull> h(n + 1, 0), pw(n + 1, 1);
    for (int i = 0; i < n; i++) { h[i + 1] = h[i] * 131 + (ull)s[i]; pw[i + 1] = pw[i] * 131; }
    auto get = [&](int l, int r) { return h[r] - h[l] * pw[r - l]; };
    for (int i = 0; i < q; i++) {
        int a, b, len;
        std::cin >> a >> b >> len;
        a--, b--;
        std::cout << (get(a, a + len) == get(b, b + len) ? "Yes\n" : "No\n");
    }
}
