// SoA with 32-bit positions (they stay below 2^31) and a fused loop: the next sum is taken while moving.
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
    std::vector<int> x(n), s(n), m(n), c(n);
    long long total = 0;
    for (long long i = 0; i < n; i++) {
        x[i] = (int)(100000000 + rnd() % 100000000);
        s[i] = (int)(rnd() % v + 1);
        m[i] = (int)(rnd() % 1000 + 1);
        c[i] = (int)(rnd() % 2001) - 1000;
        total += x[i];
    }
    for (long long step = 0; step < t; step++) {
        const int center = (int)(total / n);
        long long next = 0;
        for (long long i = 0; i < n; i++) {
            int nx = x[i] < center ? x[i] + s[i] : x[i] - s[i];
            x[i] = nx;
            next += nx;
        }
        total = next;
    }
    long long sum = 0, lo = x[0], hi = x[0], weighted = 0, charge = 0;
    for (long long i = 0; i < n; i++) { sum += x[i]; lo = x[i] < lo ? x[i] : lo; hi = x[i] > hi ? x[i] : hi; weighted += (long long)m[i] * x[i]; }
    const long long center = sum / n;
    for (long long i = 0; i < n; i++) if (x[i] >= center) charge += c[i];
    printf("%lld %lld %lld\n", hi - lo, weighted, charge);
}
