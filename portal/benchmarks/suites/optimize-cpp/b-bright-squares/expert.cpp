#include <cstdio>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Everything row by row over one flat array: the prefix sums are built while the cells are
// generated (no separate grid), and the windows are scanned in the same row-major order, so
// memory is read sequentially. Window totals are below 2^32 (K*K*999 <= 5*10^6 * 999), the prefix
// sums are not, so they stay 64-bit.
int main() {
    long long r_in, c_in, k_in, b;
    if (scanf("%lld %lld %lld %lld %llu", &r_in, &c_in, &k_in, &b, &state) != 5) return 1;
    const int r = (int)r_in, c = (int)c_in, k = (int)k_in;
    const size_t w = (size_t)c + 1;
    std::vector<long long> p((size_t)(r + 1) * w, 0);
    for (int i = 1; i <= r; i++) {
        long long *row = &p[(size_t)i * w];
        const long long *up = row - w;
        long long run = 0;  // sum of row i, columns 1..j
        for (int j = 1; j <= c; j++) {
            run += (long long)(rnd() % 1000);
            row[j] = up[j] + run;
        }
    }
    long long count = 0, best = -1;
    for (int i = k; i <= r; i++) {
        const long long *lo = &p[(size_t)(i - k) * w];
        const long long *hi = &p[(size_t)i * w];
        for (int j = k; j <= c; j++) {
            const long long s = hi[j] - lo[j] - hi[j - k] + lo[j - k];
            count += s >= b;
            best = s > best ? s : best;
        }
    }
    printf("%lld %lld\n", count, best);
    return 0;
}
