// Streaming: a ring of the last K rows, running column sums, a sliding K-wide sum along each row.
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
    std::vector<int> ring((size_t)(k * c));
    std::vector<long long> col(c, 0);
    long long count = 0, best = -1;
    for (long long i = 0; i < r; i++) {
        int *row = &ring[(size_t)((i % k) * c)];
        for (long long j = 0; j < c; j++) {
            int x = (int)(rnd() % 1000);
            if (i >= k) col[j] -= row[j];
            row[j] = x;
            col[j] += x;
        }
        if (i < k - 1) continue;
        long long s = 0;
        for (long long j = 0; j < c; j++) {
            s += col[j];
            if (j >= k) s -= col[j - k];
            if (j >= k - 1) { count += s >= b; if (s > best) best = s; }
        }
    }
    printf("%lld %lld\n", count, best);
}
