// Column-major flat prefix table (p[j][i]), filled and scanned down columns (sequential there).
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
    const size_t h = (size_t)r + 1;
    std::vector<long long> p((size_t)(c + 1) * h, 0);
    // generation order is row-major: write cells into the column-major table (strided)
    for (long long i = 1; i <= r; i++)
        for (long long j = 1; j <= c; j++) p[j * h + i] = (long long)(rnd() % 1000);
    for (long long j = 1; j <= c; j++)
        for (long long i = 1; i <= r; i++) p[j * h + i] += p[j * h + i - 1] + p[(j - 1) * h + i] - p[(j - 1) * h + i - 1];
    long long count = 0, best = -1;
    for (long long j = k; j <= c; j++)
        for (long long i = k; i <= r; i++) {
            long long s = p[j * h + i] - p[j * h + i - k] - p[(j - k) * h + i] + p[(j - k) * h + i - k];
            if (s >= b) count++;
            if (s > best) best = s;
        }
    printf("%lld %lld\n", count, best);
}
