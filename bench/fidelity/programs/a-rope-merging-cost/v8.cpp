// Sorted array with a moving head: each merged rope is put in place by an insertion-sort step
// (element-by-element shifting from the back).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> r(n);
    for (auto &x : r) scanf("%lld", &x);
    std::sort(r.begin(), r.end());
    long long cost = 0;
    size_t head = 0;
    while (r.size() - head > 1) {
        long long s = r[head] + r[head + 1];
        cost += s;
        head += 2;
        r.push_back(s);
        size_t i = r.size() - 1;
        while (i > head && r[i - 1] > s) { r[i] = r[i - 1]; i--; }
        r[i] = s;
    }
    printf("%lld\n", cost);
}
