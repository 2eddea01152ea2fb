// O(n^2), iostream without sync, counting for each j the earlier partners (reverse inner loop).
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto &x : a) std::cin >> x;
    long long pairs = 0;
    for (int j = 1; j < n; j++)
        for (int i = j - 1; i >= 0; i--)
            if (a[i] + a[j] == k) pairs++;
    std::cout << pairs << "\n";
}
