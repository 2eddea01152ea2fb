// Hand-written binary min-heap in an array (sift up / sift down), getchar_unlocked reader.
#include <cstdio>
#include <utility>
#include <vector>
static long long readNum() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
static std::vector<long long> h;
static void push(long long v) {
    size_t i = h.size();
    h.push_back(v);
    while (i > 0 && h[(i - 1) / 2] > h[i]) { std::swap(h[i], h[(i - 1) / 2]); i = (i - 1) / 2; }
}
static long long pop() {
    long long top = h[0];
    h[0] = h.back();
    h.pop_back();
    size_t i = 0;
    while (true) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < h.size() && h[l] < h[m]) m = l;
        if (r < h.size() && h[r] < h[m]) m = r;
        if (m == i) break;
        std::swap(h[i], h[m]);
        i = m;
    }
    return top;
}
int main() {
    int n = (int)readNum();
    for (int i = 0; i < n; i++) push(readNum());
    long long cost = 0;
    while (h.size() > 1) {
        long long x = pop(), y = pop();
        cost += x + y;
        push(x + y);
    }
    printf("%lld\n", cost);
}
