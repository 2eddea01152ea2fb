// Streaming prefix sums per column: best seam = max over rows of (prefix - smallest earlier prefix).
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long r, c, d;
    if (scanf("%lld %lld %lld %llu", &r, &c, &d, &state) != 4) return 1;
    std::vector<long long> prefix(c, 0), low(c, 0), best(c, -(1LL << 62));
    for (long long i = 0; i < r; i++)
        for (long long j = 0; j < c; j++) {
            prefix[j] += (long long)(rnd() % 2048) - 1024 + d;
            long long v = prefix[j] - low[j];
            if (v > best[j]) best[j] = v;
            if (prefix[j] < low[j]) low[j] = prefix[j];
        }
    long long overall = best[0], total = 0;
    for (long long j = 0; j < c; j++) { if (best[j] > overall) overall = best[j]; total += best[j]; }
    printf("%lld %lld\n", overall, total);
}
