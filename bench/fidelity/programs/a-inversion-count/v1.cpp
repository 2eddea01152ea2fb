// O(n^2) over 32-bit ints, branchless count, scanf.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    long long inv = 0;
    for (int i = 0; i < n; i++) {
        const int ai = a[i];
        for (int j = i + 1; j < n; j++) inv += ai > a[j];
    }
    printf("%lld\n", inv);
}
