// std::multiset with an iterator kept on the median, moved one step per insertion.
#include <iostream>
#include <iterator>
#include <set>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::multiset<long long> s;
    std::multiset<long long>::iterator mid;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        std::cin >> x;
        s.insert(x);  // equal keys go after existing ones
        if (k == 1) mid = s.begin();
        else if (x < *mid) { if (k % 2 == 0) --mid; }
        else { if (k % 2 == 1) ++mid; }
        total += *mid;
    }
    std::cout << total << "\n";
}
