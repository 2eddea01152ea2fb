// Relabel stations in ring order so the successor of slot k is slot k+1: sequential rounds, 32-bit.
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
    std::vector<unsigned> v(n + 1), w(n);
    for (int i = 1; i <= n; i++) v[i] = (unsigned)(rnd() % 1000000);
    for (int k = 0; k < n; k++) w[k] = v[p[k + 1]];  // slot k holds station p[k+1]
    std::vector<unsigned> nw(n);
    const unsigned MOD = 1000000007u;
    for (long long r = 0; r < t; r++) {
        for (long long k = 0; k + 1 < n; k++) { unsigned s = w[k] + w[k + 1]; nw[k] = s >= MOD ? s - MOD : s; }
        unsigned s = w[n - 1] + w[0];
        nw[n - 1] = s >= MOD ? s - MOD : s;
        w.swap(nw);
    }
    unsigned x = 0;
    for (unsigned val : w) x ^= val;
    printf("%u\n", x);
}
