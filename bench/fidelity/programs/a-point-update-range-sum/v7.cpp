// Direct range loop over a std::map<int,long long> of shelves (tree walk per element).
#include <cstdio>
#include <map>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::map<int, long long> a;
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    for (int k = 0; k < q; k++) {
        int t; long long x, y;
        scanf("%d %lld %lld", &t, &x, &y);
        if (t == 1) { a[(int)x] = y; continue; }
        long long s = 0;
        for (auto it = a.find((int)x); it != a.end() && it->first <= y; ++it) s += it->second;
        printf("%lld\n", s);
    }
}
