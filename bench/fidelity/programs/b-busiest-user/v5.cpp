// Open-addressing hash table (linear probing, power-of-two size, multiplicative hash).
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
    size_t cap = 1;
    while (cap < 2 * (size_t)n) cap <<= 1;
    const unsigned EMPTY = 0xFFFFFFFFu;
    std::vector<unsigned> key(cap, EMPTY);
    std::vector<int> cnt(cap, 0);
    int shift = 64;
    for (size_t c = cap; c > 1; c >>= 1) shift--;
    for (long long i = 0; i < n; i++) {
        unsigned id = (unsigned)((rnd() * p) >> 31);
        size_t h = (size_t)((id * 0x9E3779B97F4A7C15ULL) >> shift);
        while (key[h] != EMPTY && key[h] != id) h = (h + 1) & (cap - 1);
        key[h] = id;
        cnt[h]++;
    }
    long long distinct = 0, singles = 0; int most = 0; unsigned busiest = 0;
    for (size_t h = 0; h < cap; h++) {
        if (key[h] == EMPTY) continue;
        distinct++;
        if (cnt[h] == 1) singles++;
        if (cnt[h] > most || (cnt[h] == most && key[h] < busiest)) { most = cnt[h]; busiest = key[h]; }
    }
    printf("%lld %lld %u %d\n", distinct, singles, busiest, most);
}
