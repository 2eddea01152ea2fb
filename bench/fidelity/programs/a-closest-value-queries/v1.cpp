// O(nq) scan with a branchless minimum, scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        long long best = 4000000000LL;
        for (int i = 0; i < n; i++) {
            long long d = p[i] - x;
            d = d < 0 ? -d : d;
            best = d < best ? d : best;
        }
        printf("%lld\n", best);
    }
}
