// std::set<long long> of packed keys (one tree, cheaper compares than pairs).
#include <iostream>
#include <set>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    std::string s;
    std::cin >> m >> s;
    std::set<long long> seen{0};
    long long x = 0, y = 0;
    for (char c : s) {
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        seen.insert(x * 4000000 + y);
    }
    std::cout << seen.size() << "\n";
}
