// The baseline's column-major prefix fill over vector<vector<long long>>, with scanf/printf.
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
    std::vector<std::vector<long long>> p(r + 1, std::vector<long long>(c + 1, 0));
    for (int i = 1; i <= r; i++) for (int j = 1; j <= c; j++) p[i][j] = rnd() % 1000;
    for (int j = 1; j <= c; j++)
        for (int i = 1; i <= r; i++) p[i][j] += p[i - 1][j] + p[i][j - 1] - p[i - 1][j - 1];
    long long count = 0, best = -1;
    for (int j = k; j <= c; j++)
        for (int i = k; i <= r; i++) {
            long long s = p[i][j] - p[i - k][j] - p[i][j - k] + p[i - k][j - k];
            if (s >= b) count++;
            if (s > best) best = s;
        }
    printf("%lld %lld\n", count, best);
}
