// Characters prepended one at a time (insert at the front of a std::string: quadratic per line).
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
        std::string rev;
        for (char c : line) rev.insert(rev.begin(), c);
        std::cout << rev << '\n';
    }
}
