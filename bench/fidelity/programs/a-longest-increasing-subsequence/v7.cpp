// Patience sorting with a linear scan of the tails (O(n * answer)).
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> tails;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        size_t p = 0;
        while (p < tails.size() && tails[p] < x) p++;
        if (p == tails.size()) tails.push_back(x); else tails[p] = x;
    }
    printf("%zu\n", tails.size());
}
