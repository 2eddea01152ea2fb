// Store the whole grid row-major, then run Kadane for all columns at once, row by row.
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
    std::vector<int> a((size_t)(r * c));
    for (auto &x : a) x = (int)(rnd() % 2048) - 1024 + (int)d;
    std::vector<long long> cur(a.begin(), a.begin() + c), best(cur);
    for (long long i = 1; i < r; i++) {
        const int *row = &a[i * c];
        for (long long j = 0; j < c; j++) {
            long long e = cur[j] + row[j];
            cur[j] = e > row[j] ? e : row[j];
            if (cur[j] > best[j]) best[j] = cur[j];
        }
    }
    long long overall = best[0], total = 0;
    for (long long b : best) { if (b > overall) overall = b; total += b; }
    printf("%lld %lld\n", overall, total);
}
