// std::deque of indices over name/time arrays (SoA), printf output.
#include <cstdio>
#include <deque>
#include <string>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<std::string> names(n);
    std::vector<int> rem(n);
    char buf[16];
    for (int i = 0; i < n; i++) { scanf("%15s %d", buf, &rem[i]); names[i] = buf; }
    std::deque<int> dq;
    for (int i = 0; i < n; i++) dq.push_back(i);
    long long clock = 0;
    while (!dq.empty()) {
        int p = dq.front();
        dq.pop_front();
        if (rem[p] > q) { clock += q; rem[p] -= q; dq.push_back(p); }
        else { clock += rem[p]; printf("%s %lld\n", names[p].c_str(), clock); }
    }
}
