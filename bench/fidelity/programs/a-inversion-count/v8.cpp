// Recursive merge sort that returns new vectors at every level (allocation-heavy).
#include <cstdio>
#include <vector>
using V = std::vector<long long>;
static long long inv = 0;
static V sortCount(const V &a) {
    if (a.size() < 2) return a;
    size_t mid = a.size() / 2;
    V left = sortCount(V(a.begin(), a.begin() + mid));
    V right = sortCount(V(a.begin() + mid, a.end()));
    V out;
    size_t i = 0, j = 0;
    while (i < left.size() && j < right.size()) {
        if (right[j] < left[i]) { inv += left.size() - i; out.push_back(right[j++]); }
        else out.push_back(left[i++]);
    }
    while (i < left.size()) out.push_back(left[i++]);
    while (j < right.size()) out.push_back(right[j++]);
    return out;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    V a(n);
    for (auto &x : a) scanf("%lld", &x);
    sortCount(a);
    printf("%lld\n", inv);
}
