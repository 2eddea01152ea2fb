// std::set<string>, fast iostream.
#include <iostream>
#include <set>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::set<std::string> dict;
    std::string cmd, s;
    for (int i = 0; i < n; i++) {
        std::cin >> cmd >> s;
        if (cmd[0] == 'i') dict.insert(s);
        else std::cout << (dict.count(s) ? "yes\n" : "no\n");
    }
}
