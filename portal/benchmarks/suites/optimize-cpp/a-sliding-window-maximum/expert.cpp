#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    // monotonic queue of positions whose values decrease from front to back
    std::vector<int> q(n);
    int head = 0, tail = 0;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        while (tail > head && a[q[tail - 1]] <= a[i]) tail--;
        q[tail++] = i;
        if (q[head] <= i - k) head++;
        if (i >= k - 1) total += a[q[head]];
    }
    printf("%lld\n", total);
}
