// LSD radix sort with four 8-bit passes, then run counting.
#include <cstdio>
#include <cstring>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    if (scanf("%lld %lld %llu", &n, &p, &state) != 3) return 1;
    std::vector<unsigned> a(n), b(n);
    for (auto &x : a) x = (unsigned)((rnd() * p) >> 31);
    for (int shift = 0; shift < 32; shift += 8) {
        size_t count[257];
        memset(count, 0, sizeof count);
        for (unsigned x : a) count[((x >> shift) & 255) + 1]++;
        for (int d = 0; d < 256; d++) count[d + 1] += count[d];
        for (unsigned x : a) b[count[(x >> shift) & 255]++] = x;
        a.swap(b);
    }
    long long distinct = 0, singles = 0, most = 0; unsigned busiest = 0;
    for (long long i = 0; i < n;) {
        long long j = i + 1;
        while (j < n && a[j] == a[i]) j++;
        distinct++;
        singles += j - i == 1;
        if (j - i > most) { most = j - i; busiest = a[i]; }
        i = j;
    }
    printf("%lld %lld %u %lld\n", distinct, singles, busiest, most);
}
