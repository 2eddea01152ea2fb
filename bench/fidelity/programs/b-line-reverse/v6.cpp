// Reversed copy built with std::string(rbegin, rend), output appended to one string.
#include <iostream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::string line, out;
    std::getline(std::cin, line);
    for (int i = 0; i < n; i++) {
        std::getline(std::cin, line);
        out += std::string(line.rbegin(), line.rend());
        out += '\n';
    }
    std::cout << out;
}
