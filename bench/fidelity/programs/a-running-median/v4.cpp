// Insertion-sort step per number from the back (shifting element by element), scanf.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> s(n);
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        scanf("%lld", &x);
        int i = k - 1;
        while (i > 0 && s[i - 1] > x) { s[i] = s[i - 1]; i--; }
        s[i] = x;
        total += s[(k + 1) / 2 - 1];
    }
    printf("%lld\n", total);
}
