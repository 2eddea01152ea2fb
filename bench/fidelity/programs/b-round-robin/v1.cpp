// std::queue<pair<int,long long>> (a deque underneath), fast iostream.
#include <iostream>
#include <queue>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long q;
    std::cin >> n >> q;
    std::queue<std::pair<int, long long>> queue;
    for (int i = 0; i < n; i++) { long long d; std::cin >> d; queue.push({i, d}); }
    std::vector<long long> finish(n);
    long long now = 0;
    while (!queue.empty()) {
        auto job = queue.front();
        queue.pop();
        long long run = std::min(q, job.second);
        now += run;
        job.second -= run;
        if (job.second == 0) finish[job.first] = now;
        else queue.push(job);
    }
    for (long long f : finish) std::cout << f << '\n';
}
