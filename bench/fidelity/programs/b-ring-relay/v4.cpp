// Relabelled ring order, 64-bit values with '%' (sequential, but a division per element).
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
    std::vector<long long> v(n + 1), w(n + 1), nw(n + 1);
    for (int i = 1; i <= n; i++) v[i] = rnd() % 1000000;
    for (int k = 0; k < n; k++) w[k] = v[p[k + 1]];
    for (long long r = 0; r < t; r++) {
        w[n] = w[0];
        for (long long k = 0; k < n; k++) nw[k] = (w[k] + w[k + 1]) % 1000000007;
        w.swap(nw);
    }
    long long x = 0;
    for (long long k = 0; k < n; k++) x ^= w[k];
    printf("%lld\n", x);
}
