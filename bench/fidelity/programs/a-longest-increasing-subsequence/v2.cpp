// O(n^2) DP like the baseline, branchless max, scanf.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n), best(n);
    for (int &x : a) scanf("%d", &x);
    int answer = 0;
    for (int i = 0; i < n; i++) {
        int b = 1;
        const int ai = a[i];
        for (int j = 0; j < i; j++) {
            int cand = a[j] < ai ? best[j] + 1 : 1;
            b = cand > b ? cand : b;
        }
        best[i] = b;
        answer = b > answer ? b : answer;
    }
    printf("%d\n", answer);
}
