// Streaming (grid never stored), per-column state as an array of {cur, best} structs, branchy updates.
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
struct State { long long cur, best; };
int main() {
    long long r, c, d;
    if (scanf("%lld %lld %lld %llu", &r, &c, &d, &state) != 4) return 1;
    std::vector<State> s(c);
    for (auto &st : s) st.cur = st.best = (long long)(rnd() % 2048) - 1024 + d;
    for (long long i = 1; i < r; i++)
        for (long long j = 0; j < c; j++) {
            long long x = (long long)(rnd() % 2048) - 1024 + d;
            State &st = s[j];
            if (st.cur > 0) st.cur += x; else st.cur = x;
            if (st.cur > st.best) st.best = st.cur;
        }
    long long overall = s[0].best, total = 0;
    for (auto &st : s) { if (st.best > overall) overall = st.best; total += st.best; }
    printf("%lld %lld\n", overall, total);
}
