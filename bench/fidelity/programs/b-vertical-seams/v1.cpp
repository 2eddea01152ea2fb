// Store the grid in one flat row-major array, then Kadane down each column (stride C).
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
    long long overall = 0, total = 0;
    for (long long j = 0; j < c; j++) {
        long long cur = a[j], best = a[j];
        for (long long i = 1; i < r; i++) {
            long long x = a[i * c + j];
            cur = cur + x > x ? cur + x : x;
            best = cur > best ? cur : best;
        }
        if (j == 0 || best > overall) overall = best;
        total += best;
    }
    printf("%lld %lld\n", overall, total);
}
