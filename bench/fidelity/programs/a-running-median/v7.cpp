// A sorted std::list: walked from the front to insert and again to the median (pointer chasing).
#include <cstdio>
#include <list>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::list<long long> s;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        auto it = s.begin();
        while (it != s.end() && *it < x) ++it;
        s.insert(it, x);
        auto m = s.begin();
        for (int i = 0; i < (k + 1) / 2 - 1; i++) ++m;
        total += *m;
    }
    printf("%lld\n", total);
}
