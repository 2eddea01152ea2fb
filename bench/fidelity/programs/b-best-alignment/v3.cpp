// Shift-major accumulation: for each pulse index i, add a[s+i]*b[i] into every score (i-s order).
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> a(n), b(m);
    for (int &x : a) scanf("%d", &x);
    for (int &x : b) scanf("%d", &x);
    const int shifts = n - m + 1;
    std::vector<int> score(shifts, 0);
    for (int i = 0; i < m; i++) {
        const int bi = b[i];
        const int *ai = &a[i];
        for (int s = 0; s < shifts; s++) score[s] += ai[s] * bi;
    }
    int best = score[0], where = 0;
    for (int s = 1; s < shifts; s++) if (score[s] > best) { best = score[s]; where = s; }
    printf("%d %d\n", best, where);
}
