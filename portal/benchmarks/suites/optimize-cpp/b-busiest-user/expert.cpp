#include <algorithm>
#include <cstdio>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// One flat array instead of a tree node per id: generate all ids, sort once, count runs of equal
// ids. Runs come in increasing id order, so the first run with the top count is the smallest id.
// Ids are below 2^31, so they are sorted as 32-bit values with a two-pass radix sort (16 bits a
// pass).
int main() {
    long long n_in;
    unsigned long long p;
    if (scanf("%lld %llu %llu", &n_in, &p, &state) != 3) return 1;
    const int n = (int)n_in;
    std::vector<unsigned> ids(n), tmp(n);
    for (int i = 0; i < n; i++) ids[i] = (unsigned)((rnd() * p) >> 31);
    std::vector<int> count(1 << 16);
    for (int shift = 0; shift < 32; shift += 16) {
        std::fill(count.begin(), count.end(), 0);
        for (int i = 0; i < n; i++) count[(ids[i] >> shift) & 0xFFFF]++;
        int sum = 0;
        for (int &c : count) { const int here = c; c = sum; sum += here; }
        for (int i = 0; i < n; i++) tmp[count[(ids[i] >> shift) & 0xFFFF]++] = ids[i];
        ids.swap(tmp);
    }
    long long distinct = 0, singles = 0, most = 0;
    unsigned busiest = 0;
    for (int i = 0; i < n;) {
        int j = i + 1;
        while (j < n && ids[j] == ids[i]) j++;
        const long long c = j - i;
        distinct++;
        singles += c == 1;
        if (c > most) { most = c; busiest = ids[i]; }
        i = j;
    }
    printf("%lld %lld %u %lld\n", distinct, singles, busiest, most);
    return 0;
}
