// std::string::compare on substr copies (allocates two strings per query).
#include <iostream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::string s;
    std::cin >> n >> q >> s;
    for (int i = 0; i < q; i++) {
        int a, b, len;
        std::cin >> a >> b >> len;
        std::cout << (s.substr(a - 1, len) == s.substr(b - 1, len) ? "Yes\n" : "No\n");
    }
}
