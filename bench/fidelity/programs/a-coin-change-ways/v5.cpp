// Table over kinds where each entry sums every count of the current coin: O(n A^2 / c).
#include <cstdio>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int n, amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    std::vector<long long> prev(amount + 1, 0), cur(amount + 1);
    prev[0] = 1;
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        for (int a = 0; a <= amount; a++) {
            long long s = 0;
            for (int t = a; t >= 0; t -= c) s += prev[t];
            cur[a] = s % MOD;
        }
        prev.swap(cur);
    }
    printf("%lld\n", prev[amount]);
}
