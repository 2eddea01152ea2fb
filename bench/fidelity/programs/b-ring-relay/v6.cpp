// The baseline with vector<long long> and iostream, but the new values written in place in ring
// order (the first station's old value saved), no second array.
#include <iostream>
#include <utility>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, t;
    std::cin >> n >> t >> state;
    std::vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = (int)n; i >= 2; i--) { int j = (int)(rnd() % i) + 1; std::swap(p[i], p[j]); }
    std::vector<int> nxt(n + 1);
    for (int k = 1; k < n; k++) nxt[p[k]] = p[k + 1];
    nxt[p[n]] = p[1];
    std::vector<long long> v(n + 1);
    for (int i = 1; i <= n; i++) v[i] = rnd() % 1000000;
    for (long long r = 0; r < t; r++) {
        // going along the ring, station i's successor still holds its old value, except the last
        // one, whose successor is the first station: use the saved old value there
        const int first = p[1];
        const long long firstOld = v[first];
        int i = first;
        for (long long k = 0; k + 1 < n; k++) { int j = nxt[i]; v[i] = (v[i] + v[j]) % 1000000007; i = j; }
        v[i] = (v[i] + firstOld) % 1000000007;
    }
    long long x = 0;
    for (int i = 1; i <= n; i++) x ^= v[i];
    std::cout << x << "\n";
}
