// unordered_map of counts with reserve(n); ties broken by the smaller id.
#include <cstdio>
#include <unordered_map>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    if (scanf("%lld %lld %llu", &n, &p, &state) != 3) return 1;
    std::unordered_map<unsigned, int> cnt;
    cnt.reserve(n);
    for (long long i = 0; i < n; i++) cnt[(unsigned)((rnd() * p) >> 31)]++;
    long long singles = 0; int most = 0; unsigned busiest = 0;
    for (auto &kv : cnt) {
        if (kv.second == 1) singles++;
        if (kv.second > most || (kv.second == most && kv.first < busiest)) { most = kv.second; busiest = kv.first; }
    }
    printf("%zu %lld %u %d\n", cnt.size(), singles, busiest, most);
}
