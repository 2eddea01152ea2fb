// The baseline's vector-erase-from-the-front queue, but of int indices (a small memmove).
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<std::string> names(n);
    std::vector<int> rem(n), queue(n);
    char buf[16];
    for (int i = 0; i < n; i++) { scanf("%15s %d", buf, &rem[i]); names[i] = buf; queue[i] = i; }
    long long clock = 0;
    while (!queue.empty()) {
        int p = queue[0];
        queue.erase(queue.begin());
        if (rem[p] > q) { clock += q; rem[p] -= q; queue.push_back(p); }
        else { clock += rem[p]; printf("%s %lld\n", names[p].c_str(), clock); }
    }
}
