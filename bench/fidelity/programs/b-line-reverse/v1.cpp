// getline + std::reverse, fast iostream, '\n' instead of endl.
#include <algorithm>
#include <iostream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::string line;
    std::getline(std::cin, line);
    for (int i = 0; i < n; i++) {
        std::getline(std::cin, line);
        std::reverse(line.begin(), line.end());
        std::cout << line << '\n';
    }
}
