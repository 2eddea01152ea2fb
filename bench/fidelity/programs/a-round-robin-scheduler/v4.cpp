// Whole rounds: walk the active list in order and compact it in place after each round.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<char[16]> names(n);
    std::vector<int> rem(n), active(n);
    for (int i = 0; i < n; i++) { scanf("%15s %d", names[i], &rem[i]); active[i] = i; }
    long long clock = 0;
    while (!active.empty()) {
        size_t keep = 0;
        for (size_t k = 0; k < active.size(); k++) {
            int p = active[k];
            if (rem[p] > q) { clock += q; rem[p] -= q; active[keep++] = p; }
            else { clock += rem[p]; printf("%s %lld\n", names[p], clock); }
        }
        active.resize(keep);
    }
}
