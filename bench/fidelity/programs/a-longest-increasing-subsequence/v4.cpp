// Tails kept in a std::set (lower_bound, erase, insert).
#include <iostream>
#include <set>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::set<int> tails;
    for (int i = 0; i < n; i++) {
        int x;
        std::cin >> x;
        auto it = tails.lower_bound(x);
        if (it != tails.end()) tails.erase(it);
        tails.insert(x);
    }
    std::cout << tails.size() << "\n";
}
