// Exponential enumeration of jump sequences with an explicit stack of step positions.
#include <cstdio>
#include <vector>
int main() {
    const long long MOD = 1000000007;
    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 1;
    std::vector<int> s(k);
    std::vector<char> broken(n + 1, 0);
    for (auto &x : s) scanf("%d", &x);
    for (int i = 0; i < m; i++) { int b; scanf("%d", &b); broken[b] = 1; }
    long long count = 0;
    std::vector<int> stack{0};
    while (!stack.empty()) {
        int i = stack.back();
        stack.pop_back();
        if (i == n) { if (++count == MOD) count = 0; continue; }
        for (int x : s)
            if (i + x <= n && !broken[i + x]) stack.push_back(i + x);
    }
    printf("%lld\n", count);
}
