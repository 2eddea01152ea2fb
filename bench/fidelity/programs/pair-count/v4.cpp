// One pass with an unordered_map of counts (reserved), iostream input.
#include <iostream>
#include <unordered_map>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long k;
    std::cin >> n >> k;
    std::unordered_map<long long, int> seen;
    seen.reserve(2 * n);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        std::cin >> x;
        auto it = seen.find(k - x);
        if (it != seen.end()) pairs += it->second;
        seen[x]++;
    }
    std::cout << pairs << "\n";
}
