// Generate all ids into a vector, std::sort, count runs.
#include <algorithm>
#include <cstdio>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    if (scanf("%lld %lld %llu", &n, &p, &state) != 3) return 1;
    std::vector<unsigned> ids(n);
    for (auto &x : ids) x = (unsigned)((rnd() * p) >> 31);
    std::sort(ids.begin(), ids.end());
    long long distinct = 0, singles = 0, most = 0; unsigned busiest = 0;
    for (long long i = 0; i < n;) {
        long long j = i;
        while (j < n && ids[j] == ids[i]) j++;
        distinct++;
        if (j - i == 1) singles++;
        if (j - i > most) { most = j - i; busiest = ids[i]; }
        i = j;
    }
    printf("%lld %lld %u %lld\n", distinct, singles, busiest, most);
}
