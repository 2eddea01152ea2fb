// Streaming with the generator fused into the Kadane loop; 64-bit per-column arrays (SoA).
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
    std::vector<long long> cur(c), best(c);
    for (long long j = 0; j < c; j++) cur[j] = best[j] = (long long)(rnd() % 2048) - 1024 + d;
    for (long long i = 1; i < r; i++)
        for (long long j = 0; j < c; j++) {
            long long x = (long long)(rnd() % 2048) - 1024 + d;
            long long e = cur[j] + x;
            cur[j] = e > x ? e : x;
            best[j] = best[j] > cur[j] ? best[j] : cur[j];
        }
    long long overall = best[0], total = 0;
    for (long long j = 0; j < c; j++) { if (best[j] > overall) overall = best[j]; total += best[j]; }
    printf("%lld %lld\n", overall, total);
}
