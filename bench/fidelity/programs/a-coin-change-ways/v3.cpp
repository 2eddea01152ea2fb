// 1-D DP with 32-bit values and a conditional subtraction instead of '%'.
#include <cstdio>
int main() {
    const unsigned MOD = 1000000007u;
    int n, amount;
    if (scanf("%d %d", &n, &amount) != 2) return 1;
    static unsigned w[1001];
    w[0] = 1;
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        for (int a = c; a <= amount; a++) {
            unsigned s = w[a] + w[a - c];
            w[a] = s >= MOD ? s - MOD : s;
        }
    }
    printf("%u\n", w[amount]);
}
