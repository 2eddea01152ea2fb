// Insertion sort by left end (O(n^2) moves on shuffled input), then the sweep.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &L[i], &R[i]);
    for (int i = 1; i < n; i++) {
        long long l = L[i], r = R[i];
        int j = i - 1;
        while (j >= 0 && L[j] > l) { L[j + 1] = L[j]; R[j + 1] = R[j]; j--; }
        L[j + 1] = l;
        R[j + 1] = r;
    }
    long long pieces = 1, total = 0, l = L[0], r = R[0];
    for (int i = 1; i < n; i++) {
        if (L[i] > r) { total += r - l; pieces++; l = L[i]; r = R[i]; }
        else if (R[i] > r) r = R[i];
    }
    total += r - l;
    printf("%lld %lld\n", pieces, total);
}
