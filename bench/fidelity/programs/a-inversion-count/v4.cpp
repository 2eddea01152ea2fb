// std::multiset of the elements seen; std::distance from upper_bound walks the tree: O(n^2) pointer chasing.
#include <cstdio>
#include <iterator>
#include <set>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::multiset<long long> seen;
    long long inv = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        inv += std::distance(seen.upper_bound(x), seen.end());
        seen.insert(x);
    }
    printf("%lld\n", inv);
}
