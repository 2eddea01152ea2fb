// std::list<int> of job indices (a node allocation per slice), fast iostream.
#include <iostream>
#include <list>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long q;
    std::cin >> n >> q;
    std::vector<long long> rem(n), finish(n);
    std::list<int> queue;
    for (int i = 0; i < n; i++) { std::cin >> rem[i]; queue.push_back(i); }
    long long now = 0;
    while (!queue.empty()) {
        int j = queue.front();
        queue.pop_front();
        if (rem[j] > q) { now += q; rem[j] -= q; queue.push_back(j); }
        else { now += rem[j]; finish[j] = now; }
    }
    for (long long f : finish) std::cout << f << '\n';
}
