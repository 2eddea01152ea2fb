// Distances from the sorted houses into a vector grown without reserve, then std::sort.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 1;
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    std::sort(a.begin(), a.end());
    std::vector<int> d;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) d.push_back(a[j] - a[i]);
    std::sort(d.begin(), d.end());
    printf("%d\n", d[k - 1]);
}
