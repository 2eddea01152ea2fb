#include <cstdio>
#include <vector>

int main() {
    const long long MOD = 1000000007;
    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 1;
    std::vector<int> jumps(k);
    for (auto &s : jumps) scanf("%d", &s);
    std::vector<char> broken(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int b;
        scanf("%d", &b);
        broken[b] = 1;
    }
    // ways[i]: jump sequences from step 0 that land on step i
    std::vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (broken[i]) continue;
        long long total = 0;
        for (int s : jumps)
            if (i - s >= 0) total += ways[i - s];
        ways[i] = total % MOD;
    }
    printf("%lld\n", ways[n]);
}
