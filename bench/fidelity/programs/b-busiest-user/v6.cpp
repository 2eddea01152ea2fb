// std::stable_sort (a merge sort with a buffer) of 64-bit ids, then run counting.
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
    std::vector<long long> ids;
    for (long long i = 0; i < n; i++) ids.push_back((long long)((rnd() * p) >> 31));
    std::stable_sort(ids.begin(), ids.end());
    long long distinct = 0, singles = 0, most = 0, busiest = 0;
    long long run = 0;
    for (long long i = 0; i < n; i++) {
        run++;
        if (i + 1 == n || ids[i + 1] != ids[i]) {
            distinct++;
            singles += run == 1;
            if (run > most) { most = run; busiest = ids[i]; }
            run = 0;
        }
    }
    printf("%lld %lld %lld %lld\n", distinct, singles, busiest, most);
}
