#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    // tails[k]: the smallest value that can end an increasing subsequence of length k + 1
    std::vector<int> tails;
    tails.reserve(n);
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        auto it = std::lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    printf("%zu\n", tails.size());
}
