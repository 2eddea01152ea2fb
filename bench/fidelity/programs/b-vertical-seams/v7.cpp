// Columns as separate vectors (vector<vector<int>> by column): scattered writes, sequential Kadane.
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
    std::vector<std::vector<int>> col(c);
    for (auto &v : col) v.reserve(r);
    for (long long i = 0; i < r; i++)
        for (long long j = 0; j < c; j++) col[j].push_back((int)(rnd() % 2048) - 1024 + (int)d);
    long long overall = 0, total = 0;
    for (long long j = 0; j < c; j++) {
        long long cur = col[j][0], best = col[j][0];
        for (long long i = 1; i < r; i++) {
            long long x = col[j][i];
            cur = cur > 0 ? cur + x : x;
            best = cur > best ? cur : best;
        }
        if (j == 0 || best > overall) overall = best;
        total += best;
    }
    printf("%lld %lld\n", overall, total);
}
