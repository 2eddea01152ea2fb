// std::map<unsigned,int> (like the baseline) with 32-bit keys and try_emplace, printf.
#include <cstdio>
#include <map>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    if (scanf("%lld %lld %llu", &n, &p, &state) != 3) return 1;
    std::map<unsigned, int> cnt;
    for (long long i = 0; i < n; i++) cnt.try_emplace((unsigned)((rnd() * p) >> 31), 0).first->second++;
    long long singles = 0; int most = 0; unsigned busiest = 0;
    for (auto &kv : cnt) {
        if (kv.second == 1) singles++;
        if (kv.second > most) { most = kv.second; busiest = kv.first; }
    }
    printf("%zu %lld %u %d\n", cnt.size(), singles, busiest, most);
}
