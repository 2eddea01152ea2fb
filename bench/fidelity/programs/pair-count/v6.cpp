// getchar_unlocked reader, sort into (value, count) runs, then a merge-like scan from both ends.
#include <algorithm>
#include <cstdio>
#include <vector>
static long long readInt() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}
int main() {
    int n = (int)readInt();
    long long k = readInt();
    std::vector<long long> a(n);
    for (auto &x : a) x = readInt();
    std::sort(a.begin(), a.end());
    std::vector<long long> val;
    std::vector<long long> cnt;
    for (int i = 0; i < n; i++) {
        if (val.empty() || val.back() != a[i]) { val.push_back(a[i]); cnt.push_back(0); }
        cnt.back()++;
    }
    long long pairs = 0;
    int lo = 0, hi = (int)val.size() - 1;
    while (lo <= hi) {
        long long s = val[lo] + val[hi];
        if (s < k) lo++;
        else if (s > k) hi--;
        else {
            if (lo == hi) pairs += cnt[lo] * (cnt[lo] - 1) / 2;
            else pairs += cnt[lo] * cnt[hi];
            lo++;
            hi--;
        }
    }
    printf("%lld\n", pairs);
}
