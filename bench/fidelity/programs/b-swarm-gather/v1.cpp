// Structure of arrays: 64-bit positions, 32-bit speed/mass/charge; branchless move.
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, t, v;
    if (scanf("%lld %lld %lld %llu", &n, &t, &v, &state) != 4) return 1;
    std::vector<long long> x(n);
    std::vector<int> s(n), m(n), c(n);
    for (long long i = 0; i < n; i++) {
        x[i] = 100000000 + rnd() % 100000000;
        s[i] = (int)(rnd() % v + 1);
        m[i] = (int)(rnd() % 1000 + 1);
        c[i] = (int)(rnd() % 2001) - 1000;
    }
    for (long long step = 0; step < t; step++) {
        long long total = 0;
        for (long long i = 0; i < n; i++) total += x[i];
        const long long center = total / n;
        for (long long i = 0; i < n; i++) x[i] += x[i] < center ? s[i] : -s[i];
    }
    long long sum = 0, lo = x[0], hi = x[0], weighted = 0, charge = 0;
    for (long long i = 0; i < n; i++) { sum += x[i]; lo = x[i] < lo ? x[i] : lo; hi = x[i] > hi ? x[i] : hi; weighted += (long long)m[i] * x[i]; }
    const long long center = sum / n;
    for (long long i = 0; i < n; i++) if (x[i] >= center) charge += c[i];
    printf("%lld %lld %lld\n", hi - lo, weighted, charge);
}
