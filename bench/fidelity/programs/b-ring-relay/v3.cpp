// Gather through next[] with 64-bit values and '%' (as the baseline), iterating in ring order.
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
    std::vector<long long> v(n + 1), nv(n + 1);
    for (int i = 1; i <= n; i++) v[i] = rnd() % 1000000;
    for (long long r = 0; r < t; r++) {
        // walk the ring: the successor's value is the next one read (random addresses both ways)
        int i = p[1];
        for (long long k = 0; k < n; k++) { int j = nxt[i]; nv[i] = (v[i] + v[j]) % 1000000007; i = j; }
        v.swap(nv);
    }
    long long x = 0;
    for (int i = 1; i <= n; i++) x ^= v[i];
    printf("%lld\n", x);
}
