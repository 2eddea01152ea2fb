// Gather with an array of {next, value} structs (AoS) and double buffering of values only.
#include <cstdio>
#include <utility>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
struct Station { int next; unsigned value; };
int main() {
    long long n, t;
    if (scanf("%lld %lld %llu", &n, &t, &state) != 3) return 1;
    std::vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = (int)n; i >= 2; i--) { int j = (int)(rnd() % i) + 1; std::swap(p[i], p[j]); }
    std::vector<Station> st(n + 1);
    for (int k = 1; k < n; k++) st[p[k]].next = p[k + 1];
    st[p[n]].next = p[1];
    for (int i = 1; i <= n; i++) st[i].value = (unsigned)(rnd() % 1000000);
    std::vector<unsigned> nv(n + 1);
    for (long long r = 0; r < t; r++) {
        for (int i = 1; i <= n; i++) nv[i] = (unsigned)(((unsigned long long)st[i].value + st[st[i].next].value) % 1000000007u);
        for (int i = 1; i <= n; i++) st[i].value = nv[i];
    }
    unsigned x = 0;
    for (int i = 1; i <= n; i++) x ^= st[i].value;
    printf("%u\n", x);
}
