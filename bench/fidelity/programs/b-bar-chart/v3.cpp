// printf with a precision into one prebuilt row of W '#' characters.
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n, w;
    if (scanf("%d %d", &n, &w) != 2) return 1;
    std::vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { scanf("%lld", &x); if (x > m) m = x; }
    std::string hashes(w, '#');
    for (long long x : v) printf("|%.*s\n", (int)(m == 0 ? 0 : x * w / m), hashes.c_str());
}
