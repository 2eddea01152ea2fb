// std::multiset as a priority queue.
#include <iostream>
#include <set>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::multiset<long long> ropes;
    for (int i = 0; i < n; i++) { long long x; std::cin >> x; ropes.insert(x); }
    long long cost = 0;
    while (ropes.size() > 1) {
        long long x = *ropes.begin(); ropes.erase(ropes.begin());
        long long y = *ropes.begin(); ropes.erase(ropes.begin());
        cost += x + y;
        ropes.insert(x + y);
    }
    std::cout << cost << "\n";
}
