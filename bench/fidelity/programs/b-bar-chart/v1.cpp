// iostream without sync: each bar as a std::string(len, '#'), '\n' (no flush).
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, w;
    std::cin >> n >> w;
    std::vector<long long> v(n);
    for (auto &x : v) std::cin >> x;
    long long m = *std::max_element(v.begin(), v.end());
    for (long long x : v) std::cout << '|' << std::string(m == 0 ? 0 : x * w / m, '#') << '\n';
}
