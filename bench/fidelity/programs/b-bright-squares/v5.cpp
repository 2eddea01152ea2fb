// Full 32-bit grid, then vertical K-sums per row band and a horizontal sliding sum (two passes).
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
    std::vector<int> a((size_t)(r * c));
    for (auto &x : a) x = (int)(rnd() % 1000);
    std::vector<long long> col(c, 0);
    for (long long i = 0; i < k; i++) for (long long j = 0; j < c; j++) col[j] += a[i * c + j];
    long long count = 0, best = -1;
    for (long long top = 0; top + k <= r; top++) {
        if (top > 0)
            for (long long j = 0; j < c; j++) col[j] += a[(top + k - 1) * c + j] - a[(top - 1) * c + j];
        long long s = 0;
        for (long long j = 0; j < k; j++) s += col[j];
        for (long long j = k; ; j++) {
            count += s >= b;
            best = s > best ? s : best;
            if (j == c) break;
            s += col[j] - col[j - k];
        }
    }
    printf("%lld %lld\n", count, best);
}
