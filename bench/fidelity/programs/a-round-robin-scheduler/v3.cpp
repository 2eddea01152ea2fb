// std::list of indices (a node allocation per re-queue).
#include <cstdio>
#include <list>
#include <string>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<std::string> names(n);
    std::vector<int> rem(n);
    char buf[16];
    for (int i = 0; i < n; i++) { scanf("%15s %d", buf, &rem[i]); names[i] = buf; }
    std::list<int> queue;
    for (int i = 0; i < n; i++) queue.push_back(i);
    long long clock = 0;
    std::string out;
    while (!queue.empty()) {
        int p = queue.front();
        queue.pop_front();
        if (rem[p] > q) { clock += q; rem[p] -= q; queue.push_back(p); }
        else { clock += rem[p]; out += names[p]; out += ' '; out += std::to_string(clock); out += '\n'; }
    }
    fputs(out.c_str(), stdout);
}
