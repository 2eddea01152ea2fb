// 64-bit values with four independent accumulators (unrolled by hand), fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, m;
    std::cin >> n >> m;
    std::vector<long long> a(n), b(m);
    for (auto &x : a) std::cin >> x;
    for (auto &x : b) std::cin >> x;
    long long best = 0;
    int where = -1;
    for (int s = 0; s + m <= n; s++) {
        long long s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int i = 0;
        for (; i + 4 <= m; i += 4) {
            s0 += a[s + i] * b[i]; s1 += a[s + i + 1] * b[i + 1];
            s2 += a[s + i + 2] * b[i + 2]; s3 += a[s + i + 3] * b[i + 3];
        }
        for (; i < m; i++) s0 += a[s + i] * b[i];
        long long score = s0 + s1 + s2 + s3;
        if (where == -1 || score > best) { best = score; where = s; }
    }
    std::cout << best << " " << where << "\n";
}
