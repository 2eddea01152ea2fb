#include <cstdio>
#include <vector>

int main() {
    const long long MOD = 1000000007;
    int n, amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    // ways[a]: ways to pay a with the coin kinds considered so far
    std::vector<long long> ways(amount + 1, 0);
    ways[0] = 1;
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        for (int a = c; a <= amount; a++) ways[a] = (ways[a] + ways[a - c]) % MOD;
    }
    printf("%lld\n", ways[amount]);
}
