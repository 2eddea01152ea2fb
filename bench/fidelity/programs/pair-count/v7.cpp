// Direct-address count table over the whole value range (2*10^6+1 ints): O(n), big sparse array.
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    const long long OFF = 1000000;
    std::vector<int> seen(2 * OFF + 1, 0);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        long long y = k - x;
        if (y >= -OFF && y <= OFF) pairs += seen[y + OFF];
        seen[x + OFF]++;
    }
    printf("%lld\n", pairs);
}
