// Iterative bottom-up segment tree, fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n >> q;
    std::vector<long long> t(2 * n);
    for (int i = 0; i < n; i++) std::cin >> t[n + i];
    for (int i = n - 1; i > 0; i--) t[i] = t[2 * i] + t[2 * i + 1];
    for (int k = 0; k < q; k++) {
        int type; long long x, y;
        std::cin >> type >> x >> y;
        if (type == 1) {
            int p = (int)x - 1 + n;
            for (t[p] = y; p > 1; p >>= 1) t[p >> 1] = t[p] + t[p ^ 1];
        } else {
            long long s = 0;
            for (int l = (int)x - 1 + n, r = (int)y + n; l < r; l >>= 1, r >>= 1) {
                if (l & 1) s += t[l++];
                if (r & 1) s += t[--r];
            }
            std::cout << s << '\n';
        }
    }
}
