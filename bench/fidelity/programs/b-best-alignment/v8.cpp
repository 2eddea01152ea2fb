// Every product stored in a flat shifts x m table first, then summed row by row (memory traffic).
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> a(n), b(m);
    for (int &x : a) scanf("%d", &x);
    for (int &x : b) scanf("%d", &x);
    const int shifts = n - m + 1;
    const int CH = 64;  // shifts per chunk, to bound the table to CH * m ints
    std::vector<int> prod((size_t)CH * m);
    int best = 0, where = -1;
    for (int s0 = 0; s0 < shifts; s0 += CH) {
        int s1 = s0 + CH < shifts ? s0 + CH : shifts;
        for (int s = s0; s < s1; s++)
            for (int i = 0; i < m; i++) prod[(size_t)(s - s0) * m + i] = a[s + i] * b[i];
        for (int s = s0; s < s1; s++) {
            int score = 0;
            for (int i = 0; i < m; i++) score += prod[(size_t)(s - s0) * m + i];
            if (where == -1 || score > best) { best = score; where = s; }
        }
    }
    printf("%d %d\n", best, where);
}
