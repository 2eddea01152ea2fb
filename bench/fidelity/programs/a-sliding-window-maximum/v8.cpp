// Track the position of the current max; rescan the window only when the max leaves it.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto &x : a) std::cin >> x;
    long long total = 0;
    int best = -1;
    for (int i = 0; i + k <= n; i++) {
        int end = i + k - 1;
        if (best < i) {
            best = i;
            for (int j = i + 1; j <= end; j++) if (a[j] >= a[best]) best = j;
        } else if (a[end] >= a[best]) {
            best = end;
        }
        total += a[best];
    }
    std::cout << total << "\n";
}
