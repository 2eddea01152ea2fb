// Fast iostream input, output into an ostringstream written once.
#include <iostream>
#include <sstream>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::ostringstream os;
    long long s = 0;
    for (int i = 0; i < n; i++) { long long a; std::cin >> a; s += a; os << s << '\n'; }
    std::cout << os.str();
}
