// Streaming prefix rows: only the current row and the row K above are needed, kept in a ring of K+1.
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long r, c, k, b;
    if (scanf("%lld %lld %lld %lld %llu", &r, &c, &k, &b, &state) != 5) return 1;
    const size_t w = (size_t)c + 1;
    std::vector<long long> ring((size_t)(k + 1) * w, 0);
    long long count = 0, best = -1;
    for (long long i = 1; i <= r; i++) {
        long long *row = &ring[(size_t)(i % (k + 1)) * w];
        const long long *up = &ring[(size_t)((i - 1) % (k + 1)) * w];
        long long run = 0;
        row[0] = 0;
        for (long long j = 1; j <= c; j++) { run += (long long)(rnd() % 1000); row[j] = up[j] + run; }
        if (i < k) continue;
        const long long *old = &ring[(size_t)((i - k) % (k + 1)) * w];  // prefix row i-k (all zero for i == k)
        for (long long j = k; j <= c; j++) {
            long long s = row[j] - old[j] - row[j - k] + old[j - k];
            count += s >= b;
            best = s > best ? s : best;
        }
    }
    printf("%lld %lld\n", count, best);
}
