// O(n^2) DP over 64-bit values stored as vector<long long>, fast iostream.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> a(n), best(n, 1);
    for (auto &x : a) std::cin >> x;
    long long answer = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (a[j] < a[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
        if (best[i] > answer) answer = best[i];
    }
    std::cout << answer << "\n";
}
