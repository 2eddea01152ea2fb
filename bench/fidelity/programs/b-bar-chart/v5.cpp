// The whole chart appended into one std::string (append(len, '#')), written by one cout.
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
    std::string out;
    for (long long x : v) {
        out += '|';
        out.append(m == 0 ? 0 : x * w / m, '#');
        out += '\n';
    }
    std::cout << out;
}
