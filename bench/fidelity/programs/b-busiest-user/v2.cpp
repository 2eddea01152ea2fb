// unordered_map of counts without reserve (rehashing as it grows), iostream.
#include <iostream>
#include <unordered_map>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    std::cin >> n >> p >> state;
    std::unordered_map<long long, int> cnt;
    for (long long i = 0; i < n; i++) cnt[(long long)((rnd() * p) >> 31)]++;
    long long singles = 0, busiest = -1; int most = 0;
    for (auto &kv : cnt) {
        if (kv.second == 1) singles++;
        if (kv.second > most || (kv.second == most && kv.first < busiest)) { most = kv.second; busiest = kv.first; }
    }
    std::cout << cnt.size() << " " << singles << " " << busiest << " " << most << "\n";
}
