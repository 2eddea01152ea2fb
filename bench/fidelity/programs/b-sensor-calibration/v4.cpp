// A histogram of the 65536 possible readings: each profile loops over distinct values only.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<int> count(65536, 0);
    for (int i = 0; i < n; i++) { int x; scanf("%d", &x); count[x]++; }
    std::vector<int> vals, cnt;
    for (int x = 0; x < 65536; x++) if (count[x]) { vals.push_back(x); cnt.push_back(count[x]); }
    const int k = (int)vals.size();
    for (int j = 0; j < q; j++) {
        long long g, o, low = 0, high = 0, sum = 0;
        scanf("%lld %lld", &g, &o);
        for (int i = 0; i < k; i++) {
            long long v = vals[i] * g / 65536 + o;
            if (v < 0) low += cnt[i];
            else if (v > 4095) { high += cnt[i]; sum += 4095LL * cnt[i]; }
            else sum += v * cnt[i];
        }
        printf("%lld %lld %lld\n", low, high, sum);
    }
}
