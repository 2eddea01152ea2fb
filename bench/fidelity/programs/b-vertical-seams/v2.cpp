// Store the grid column-major (strided writes while generating), then sequential Kadane per column.
#include <cstdio>
#include <algorithm>
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
    for (long long i = 0; i < r; i++)
        for (long long j = 0; j < c; j++) a[j * r + i] = (int)(rnd() % 2048) - 1024 + (int)d;
    long long overall = 0, total = 0;
    for (long long j = 0; j < c; j++) {
        const int *col = &a[j * r];
        long long cur = col[0], best = col[0];
        for (long long i = 1; i < r; i++) {
            cur = std::max(cur + col[i], (long long)col[i]);
            best = std::max(best, cur);
        }
        if (j == 0 || best > overall) overall = best;
        total += best;
    }
    printf("%lld %lld\n", overall, total);
}
