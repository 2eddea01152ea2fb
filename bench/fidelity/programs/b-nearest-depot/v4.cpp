// Rotated coordinates u = x + y, v = x - y: distance = max(|du|, |dv|); 32-bit SoA.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<int> u(n), v(n);
    for (int i = 0; i < n; i++) { int x, y; scanf("%d %d", &x, &y); u[i] = x + y; v[i] = x - y; }
    for (int j = 0; j < q; j++) {
        int x, y;
        scanf("%d %d", &x, &y);
        const int cu = x + y, cv = x - y;
        int best = 1 << 30;
        for (int i = 0; i < n; i++) {
            int a = u[i] - cu, b = v[i] - cv;
            a = a < 0 ? -a : a;
            b = b < 0 ? -b : b;
            int d = a > b ? a : b;
            best = d < best ? d : best;
        }
        printf("%d\n", best);
    }
}
