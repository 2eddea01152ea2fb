// A sorted vector: take the two smallest from the front, binary-search insert the sum (O(n^2) moves).
#include <algorithm>
#include <functional>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end(), std::greater<long long>());  // smallest at the back: pop is O(1)
    long long cost = 0;
    while (a.size() > 1) {
        long long x = a.back(); a.pop_back();
        long long y = a.back(); a.pop_back();
        cost += x + y;
        a.insert(std::lower_bound(a.begin(), a.end(), x + y, std::greater<long long>()), x + y);
    }
    printf("%lld\n", cost);
}
