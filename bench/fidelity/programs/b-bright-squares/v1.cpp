// Grid stored as 32-bit ints, then a flat 64-bit prefix table built and scanned row-major.
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
    const size_t w = (size_t)c + 1;
    std::vector<long long> p((size_t)(r + 1) * w, 0);
    for (long long i = 1; i <= r; i++)
        for (long long j = 1; j <= c; j++)
            p[i * w + j] = a[(i - 1) * c + j - 1] + p[(i - 1) * w + j] + p[i * w + j - 1] - p[(i - 1) * w + j - 1];
    long long count = 0, best = -1;
    for (long long i = k; i <= r; i++)
        for (long long j = k; j <= c; j++) {
            long long s = p[i * w + j] - p[(i - k) * w + j] - p[i * w + j - k] + p[(i - k) * w + j - k];
            count += s >= b;
            best = s > best ? s : best;
        }
    printf("%lld %lld\n", count, best);
}
