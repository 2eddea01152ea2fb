// One pass with a std::map of counts seen so far: O(n log n), tree nodes.
#include <cstdio>
#include <map>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::map<long long, int> seen;
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        auto it = seen.find(k - x);
        if (it != seen.end()) pairs += it->second;
        seen[x]++;
    }
    printf("%lld\n", pairs);
}
