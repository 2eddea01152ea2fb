// Prices read as strings with fast iostream, the dot dropped, converted with stoll; output by cout.
#include <iomanip>
#include <iostream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    long long day = 0;
    std::string p;
    auto show = [](long long c) { std::cout << c / 100 << '.' << std::setw(2) << std::setfill('0') << c % 100 << '\n'; };
    for (int i = 0; i < n; i++) {
        int k;
        std::cin >> k;
        long long total = 0;
        for (int j = 0; j < k; j++) {
            std::cin >> p;
            p.erase(p.size() - 3, 1);
            total += std::stoll(p);
        }
        day += total;
        show(total);
    }
    show(day);
}
