// std::deque<int> of job indices with a separate remaining-time array, scanf/printf.
#include <cstdio>
#include <deque>
#include <vector>
int main() {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    std::vector<long long> rem(n), finish(n);
    std::deque<int> dq;
    for (int i = 0; i < n; i++) { scanf("%lld", &rem[i]); dq.push_back(i); }
    long long now = 0;
    while (!dq.empty()) {
        int j = dq.front();
        dq.pop_front();
        if (rem[j] > q) { now += q; rem[j] -= q; dq.push_back(j); }
        else { now += rem[j]; finish[j] = now; }
    }
    for (long long f : finish) printf("%lld\n", f);
}
