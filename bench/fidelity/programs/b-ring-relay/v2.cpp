// The baseline's gather through next[] but 32-bit values and a conditional subtraction.
#include <cstdio>
#include <utility>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, t;
    if (scanf("%lld %lld %llu", &n, &t, &state) != 3) return 1;
    std::vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = (int)n; i >= 2; i--) { int j = (int)(rnd() % i) + 1; std::swap(p[i], p[j]); }
    std::vector<int> nxt(n + 1);
    for (int k = 1; k < n; k++) nxt[p[k]] = p[k + 1];
    nxt[p[n]] = p[1];
    std::vector<unsigned> v(n + 1), nv(n + 1);
    for (int i = 1; i <= n; i++) v[i] = (unsigned)(rnd() % 1000000);
    const unsigned MOD = 1000000007u;
    for (long long r = 0; r < t; r++) {
        for (int i = 1; i <= n; i++) { unsigned s = v[i] + v[nxt[i]]; nv[i] = s >= MOD ? s - MOD : s; }
        v.swap(nv);
    }
    unsigned x = 0;
    for (int i = 1; i <= n; i++) x ^= v[i];
    printf("%u\n", x);
}
