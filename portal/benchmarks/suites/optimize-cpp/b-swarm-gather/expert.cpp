#include <cstdio>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Structure of arrays: the T steps touch only positions and speeds, kept as two dense int arrays
// (positions stay within [10^8 - V * T, 2 * 10^8 + V * T], inside an int), so each step streams 8
// bytes per drone instead of a 32-byte record, and the branch-free update vectorises. Mass and
// charge are used only once, at the end.
int main() {
    long long n_in, t_in, v_in;
    if (scanf("%lld %lld %lld %llu", &n_in, &t_in, &v_in, &state) != 4) return 1;
    const int n = (int)n_in, t = (int)t_in;
    const unsigned long long v = (unsigned long long)v_in;
    std::vector<int> x(n), s(n), m(n), c(n);
    for (int i = 0; i < n; i++) {
        x[i] = 100000000 + (int)(rnd() % 100000000);
        s[i] = (int)(rnd() % v) + 1;
        m[i] = (int)(rnd() % 1000) + 1;
        c[i] = (int)(rnd() % 2001) - 1000;
    }
    int *px = x.data();
    const int *ps = s.data();
    long long total = 0;
    for (int i = 0; i < n; i++) total += px[i];
    for (int step = 0; step < t; step++) {
        const int center = (int)(total / n);
        // One fused pass: move every drone and track how the position sum changes.
        // |delta| <= n * V <= 4 * 10^8 fits in an int.
        int delta = 0;
        for (int i = 0; i < n; i++) {
            const int d = px[i] < center ? ps[i] : -ps[i];
            px[i] += d;
            delta += d;
        }
        total += delta;
    }
    long long sum = 0, weighted = 0, charge = 0;
    int lo = x[0], hi = x[0];
    for (int i = 0; i < n; i++) {
        sum += x[i];
        lo = x[i] < lo ? x[i] : lo;
        hi = x[i] > hi ? x[i] : hi;
        weighted += (long long)m[i] * x[i];
    }
    const long long center = sum / n;
    for (int i = 0; i < n; i++)
        if (x[i] >= center) charge += c[i];
    printf("%d %lld %lld\n", hi - lo, weighted, charge);
    return 0;
}
