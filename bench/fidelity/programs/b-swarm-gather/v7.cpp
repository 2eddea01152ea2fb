// SoA, 32-bit, the sum and the move in separate passes, with four partial sums.
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
    std::vector<int> x(n + 3, 0), s(n + 3, 0), m(n), c(n);
    for (long long i = 0; i < n; i++) {
        x[i] = (int)(100000000 + rnd() % 100000000);
        s[i] = (int)(rnd() % v + 1);
        m[i] = (int)(rnd() % 1000 + 1);
        c[i] = (int)(rnd() % 2001) - 1000;
    }
    for (long long step = 0; step < t; step++) {
        long long a0 = 0, a1 = 0, a2 = 0, a3 = 0;
        for (long long i = 0; i < n; i += 4) { a0 += x[i]; a1 += x[i + 1]; a2 += x[i + 2]; a3 += x[i + 3]; }
        const int center = (int)((a0 + a1 + a2 + a3) / n);
        for (long long i = 0; i < n; i++) { int sg = x[i] < center ? s[i] : -s[i]; x[i] += sg; }
    }
    long long sum = 0, lo = x[0], hi = x[0], weighted = 0, charge = 0;
    for (long long i = 0; i < n; i++) { sum += x[i]; lo = x[i] < lo ? x[i] : lo; hi = x[i] > hi ? x[i] : hi; weighted += (long long)m[i] * x[i]; }
    const long long center = sum / n;
    for (long long i = 0; i < n; i++) if (x[i] >= center) charge += c[i];
    printf("%lld %lld %lld\n", hi - lo, weighted, charge);
}
