// std::queue<int> backed by std::list, scanf/printf.
#include <cstdio>
#include <list>
#include <queue>
#include <vector>
int main() {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    std::vector<long long> rem(n), finish(n);
    std::queue<int, std::list<int>> queue;
    for (int i = 0; i < n; i++) { scanf("%lld", &rem[i]); queue.push(i); }
    long long now = 0;
    while (!queue.empty()) {
        int j = queue.front();
        queue.pop();
        long long run = rem[j] < q ? rem[j] : q;
        now += run;
        rem[j] -= run;
        if (rem[j]) queue.push(j); else finish[j] = now;
    }
    for (long long f : finish) printf("%lld\n", f);
}
