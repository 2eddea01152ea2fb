// scanf("%lld.%d") per price into integer cents, printf per total.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long day = 0;
    for (int i = 0; i < n; i++) {
        int k;
        scanf("%d", &k);
        long long total = 0;
        for (int j = 0; j < k; j++) { long long w; int f; scanf("%lld.%d", &w, &f); total += w * 100 + f; }
        day += total;
        printf("%lld.%02lld\n", total / 100, total % 100);
    }
    printf("%lld.%02lld\n", day / 100, day % 100);
}
