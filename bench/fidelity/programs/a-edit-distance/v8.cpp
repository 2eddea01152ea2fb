// Breadth-first search over (i, j) states with 0-cost diagonal moves (a 0-1 BFS with a deque).
#include <cstdio>
#include <cstring>
#include <deque>
int main() {
    char s[32], t[32];
    if (scanf("%31s %31s", s, t) != 2) return 1;
    int n = (int)strlen(s), m = (int)strlen(t);
    int d[32][32];
    for (auto &r : d) for (int &x : r) x = 1 << 20;
    std::deque<int> dq;
    d[0][0] = 0;
    dq.push_back(0);
    while (!dq.empty()) {
        int st = dq.front(); dq.pop_front();
        int i = st >> 5, j = st & 31;
        auto relax = [&](int a, int b, int w) {
            if (a > n || b > m || d[i][j] + w >= d[a][b]) return;
            d[a][b] = d[i][j] + w;
            if (w) dq.push_back(a << 5 | b); else dq.push_front(a << 5 | b);
        };
        if (i < n && j < m) relax(i + 1, j + 1, s[i] != t[j]);
        relax(i + 1, j, 1);
        relax(i, j + 1, 1);
    }
    printf("%d\n", d[n][m]);
}
