#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    std::sort(p.begin(), p.end());
    std::vector<char> out;
    out.reserve((size_t)q * 12);
    char buf[24];
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        // the nearest station is the first at or after x, or the last before it
        auto it = std::lower_bound(p.begin(), p.end(), x);
        long long best = -1;
        if (it != p.end()) best = *it - x;
        if (it != p.begin()) {
            long long d = x - *(it - 1);
            if (best < 0 || d < best) best = d;
        }
        int len = snprintf(buf, sizeof buf, "%lld\n", best);
        out.insert(out.end(), buf, buf + len);
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
