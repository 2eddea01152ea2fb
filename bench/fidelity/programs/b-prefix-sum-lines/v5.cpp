// Fast iostream input but endl after every line (a write system call per line).
#include <iostream>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    long long s = 0;
    for (int i = 0; i < n; i++) { long long a; std::cin >> a; s += a; std::cout << s << std::endl; }
}
