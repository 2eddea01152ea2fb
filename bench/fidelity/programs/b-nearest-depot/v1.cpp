// 32-bit coordinates in two arrays (SoA), branchless min; scanf/printf.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<int> dx(n), dy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &dx[i], &dy[i]);
    for (int j = 0; j < q; j++) {
        int x, y;
        scanf("%d %d", &x, &y);
        int best = 1 << 30;
        for (int i = 0; i < n; i++) {
            int a = dx[i] - x, b = dy[i] - y;
            int d = (a < 0 ? -a : a) + (b < 0 ? -b : b);
            best = d < best ? d : best;
        }
        printf("%d\n", best);
    }
}
