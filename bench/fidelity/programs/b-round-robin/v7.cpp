// An ever-growing vector used as a queue (push_back at the tail, a head index), no reserve.
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long q;
    if (scanf("%d %lld", &n, &q) != 2) return 1;
    std::vector<long long> rem(n), finish(n);
    std::vector<int> queue;
    for (int i = 0; i < n; i++) { scanf("%lld", &rem[i]); queue.push_back(i); }
    long long now = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        int j = queue[head];
        if (rem[j] > q) { now += q; rem[j] -= q; queue.push_back(j); }
        else { now += rem[j]; finish[j] = now; }
    }
    for (long long f : finish) printf("%lld\n", f);
}
