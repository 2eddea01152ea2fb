// Hash with a modulus (2^61 - 1 via 128-bit products) instead of wrap-around; one output buffer.
#include <cstdio>
#include <string>
#include <vector>
typedef unsigned long long ull;
static const ull P = (1ULL << 61) - 1;
static ull mulmod(ull a, ull b) {
    unsigned __int128 t = (unsigned __int128)a * b;
    ull r = (ull)(t & P) + (ull)(t >> 61);
    return r >= P ? r - P : r;
}
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char> s(n + 2);
    scanf("%s", s.data());
    std::vector<ull> h(n + 1, 0), pw(n + 1, 1);
    for (int i = 0; i < n; i++) {
        h[i + 1] = mulmod(h[i], 131) + (ull)s[i];
        if (h[i + 1] >= P) h[i + 1] -= P;
        pw[i + 1] = mulmod(pw[i], 131);
    }
    auto get = [&](int l, int r) { ull x = h[r] + P - mulmod(h[l], pw[r - l]); return x >= P ? x - P : x; };
    std::string out;
    for (int i = 0; i < q; i++) {
        int a, b, len;
        scanf("%d %d %d", &a, &b, &len);
        out += get(a - 1, a - 1 + len) == get(b - 1, b - 1 + len) ? "Yes\n" : "No\n";
    }
    fputs(out.c_str(), stdout);
}
