// Brute force over each window's K rows using per-row prefix sums (O(R C K)).
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
    std::vector<int> row((size_t)r * w, 0);  // row[i][j] = sum of row i, columns < j
    for (long long i = 0; i < r; i++)
        for (long long j = 0; j < c; j++) row[i * w + j + 1] = row[i * w + j] + (int)(rnd() % 1000);
    long long count = 0, best = -1;
    for (long long i = 0; i + k <= r; i++)
        for (long long j = 0; j + k <= c; j++) {
            long long s = 0;
            for (long long t = i; t < i + k; t++) s += row[t * w + j + k] - row[t * w + j];
            if (s >= b) count++;
            if (s > best) best = s;
        }
    printf("%lld %lld\n", count, best);
}
