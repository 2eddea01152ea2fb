// Fenwick tree of prefix maxima over compressed values: O(n log n).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    std::vector<int> v(a);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    std::vector<int> tree(v.size() + 1, 0);
    int answer = 0;
    for (int x : a) {
        int r = (int)(std::lower_bound(v.begin(), v.end(), x) - v.begin());  // ranks < r are smaller
        int best = 0;
        for (int p = r; p > 0; p -= p & -p) best = std::max(best, tree[p]);
        best++;
        answer = std::max(answer, best);
        for (int p = r + 1; p < (int)tree.size(); p += p & -p) tree[p] = std::max(tree[p], best);
    }
    printf("%d\n", answer);
}
