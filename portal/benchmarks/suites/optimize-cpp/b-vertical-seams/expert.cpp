#include <cstdio>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Kadane's algorithm runs for all columns at once, one row at a time, as the rows are generated:
// the grid is never stored and the per-column state (two small arrays) stays in the L1 cache.
// A seam value can reach R * 2048 > 2^31 in size, so the state is 64-bit.
int main() {
    long long r_in, c_in, d_in;
    if (scanf("%lld %lld %lld %llu", &r_in, &c_in, &d_in, &state) != 4) return 1;
    const long long r = r_in;
    const int c = (int)c_in, d = (int)d_in;
    std::vector<long long> cur(c), best(c);
    std::vector<int> row(c);
    for (int j = 0; j < c; j++) cur[j] = best[j] = (int)(rnd() % 2048) - 1024 + d;
    for (long long i = 1; i < r; i++) {
        for (int j = 0; j < c; j++) row[j] = (int)(rnd() % 2048) - 1024 + d;
        for (int j = 0; j < c; j++) {
            const long long x = row[j];
            const long long extended = cur[j] + x;
            cur[j] = extended > x ? extended : x;
            best[j] = best[j] > cur[j] ? best[j] : cur[j];
        }
    }
    long long overall = best[0], total = 0;
    for (int j = 0; j < c; j++) {
        overall = best[j] > overall ? best[j] : overall;
        total += best[j];
    }
    printf("%lld %lld\n", overall, total);
    return 0;
}
