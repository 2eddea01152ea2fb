// The baseline's scan for the minimum, but swap-with-last removal instead of erase; scanf.
#include <cstdio>
#include <vector>
static long long takeSmallest(std::vector<long long> &r) {
    size_t best = 0;
    for (size_t i = 1; i < r.size(); i++) if (r[i] < r[best]) best = i;
    long long v = r[best];
    r[best] = r.back();
    r.pop_back();
    return v;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> r(n);
    for (auto &x : r) scanf("%lld", &x);
    long long cost = 0;
    while (r.size() > 1) {
        long long x = takeSmallest(r), y = takeSmallest(r);
        cost += x + y;
        r.push_back(x + y);
    }
    printf("%lld\n", cost);
}
