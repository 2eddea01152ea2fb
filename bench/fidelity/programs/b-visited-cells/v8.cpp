// unordered_set<long long> with the default (identity) hash and no reserve (rehash as it grows).
#include <iostream>
#include <string>
#include <unordered_set>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    std::string s;
    std::cin >> m >> s;
    std::unordered_set<long long> seen{0};
    long long x = 0, y = 0;
    for (char c : s) {
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        seen.insert(x * 4000000 + y);
    }
    std::cout << seen.size() << "\n";
}
