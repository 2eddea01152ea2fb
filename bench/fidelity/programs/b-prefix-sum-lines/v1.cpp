// scanf / printf per number.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long s = 0;
    for (int i = 0; i < n; i++) { long long a; scanf("%lld", &a); s += a; printf("%lld\n", s); }
}
