// Hot/cold split: {x, s} pairs (16 bytes) in the loops, mass and charge in separate arrays.
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
struct Hot { long long x, s; };
int main() {
    long long n, t, v;
    if (scanf("%lld %lld %lld %llu", &n, &t, &v, &state) != 4) return 1;
    std::vector<Hot> h(n);
    std::vector<long long> m(n), c(n), x(n);
    for (long long i = 0; i < n; i++) {
        h[i].x = 100000000 + rnd() % 100000000;
        h[i].s = rnd() % v + 1;
        m[i] = rnd() % 1000 + 1;
        c[i] = (long long)(rnd() % 2001) - 1000;
    }
    for (long long step = 0; step < t; step++) {
        long long total = 0;
        for (auto &e : h) total += e.x;
        const long long center = total / n;
        for (auto &e : h) e.x = e.x < center ? e.x + e.s : e.x - e.s;
    }
    for (long long i = 0; i < n; i++) x[i] = h[i].x;
    long long sum = 0, lo = x[0], hi = x[0], weighted = 0, charge = 0;
    for (long long i = 0; i < n; i++) { sum += x[i]; lo = x[i] < lo ? x[i] : lo; hi = x[i] > hi ? x[i] : hi; weighted += (long long)m[i] * x[i]; }
    const long long center = sum / n;
    for (long long i = 0; i < n; i++) if (x[i] >= center) charge += c[i];
    printf("%lld %lld %lld\n", hi - lo, weighted, charge);
}
