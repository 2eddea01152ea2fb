// A std::multiset holding the window: O(n log K), tree nodes.
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::multiset<long long> window;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        window.insert(a[i]);
        if (i >= k) window.erase(window.find(a[i - k]));
        if (i >= k - 1) total += *window.rbegin();
    }
    printf("%lld\n", total);
}
