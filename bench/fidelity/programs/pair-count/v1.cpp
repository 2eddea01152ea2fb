// O(n^2) over 32-bit ints read with scanf; branchless count.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        const int want = k - a[i];
        for (int j = i + 1; j < n; j++) pairs += a[j] == want;
    }
    printf("%lld\n", pairs);
}
