// The drones kept in a std::list of structs (node per drone, traversed every step).
#include <cstdio>
#include <list>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
struct Drone { long long x, s, m, c; };
int main() {
    long long n, t, v;
    if (scanf("%lld %lld %lld %llu", &n, &t, &v, &state) != 4) return 1;
    std::list<Drone> d;
    for (long long i = 0; i < n; i++) {
        Drone e;
        e.x = 100000000 + rnd() % 100000000;
        e.s = rnd() % v + 1;
        e.m = rnd() % 1000 + 1;
        e.c = (long long)(rnd() % 2001) - 1000;
        d.push_back(e);
    }
    for (long long step = 0; step < t; step++) {
        long long total = 0;
        for (auto &e : d) total += e.x;
        const long long center = total / n;
        for (auto &e : d) { if (e.x < center) e.x += e.s; else e.x -= e.s; }
    }
    std::vector<long long> x, m, c;
    for (auto &e : d) { x.push_back(e.x); m.push_back(e.m); c.push_back(e.c); }
    long long sum = 0, lo = x[0], hi = x[0], weighted = 0, charge = 0;
    for (long long i = 0; i < n; i++) { sum += x[i]; lo = x[i] < lo ? x[i] : lo; hi = x[i] > hi ? x[i] : hi; weighted += (long long)m[i] * x[i]; }
    const long long center = sum / n;
    for (long long i = 0; i < n; i++) if (x[i] >= center) charge += c[i];
    printf("%lld %lld %lld\n", hi - lo, weighted, charge);
}
