// A trie with four child slots per node in one flat vector.
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> child(4, 0);   // node 0 is the root
    std::vector<char> terminal(1, 0);
    auto idx = [](char c) { return c == 'A' ? 0 : c == 'C' ? 1 : c == 'G' ? 2 : 3; };
    std::string out;
    char cmd[8], s[16];
    for (int i = 0; i < n; i++) {
        scanf("%7s %15s", cmd, s);
        int node = 0;
        bool insert = cmd[0] == 'i';
        for (const char *p = s; *p && node >= 0; p++) {
            int &next = child[node * 4 + idx(*p)];
            if (next == 0) {
                if (!insert) { node = -1; break; }
                const int fresh = (int)terminal.size();
                next = fresh;  // written before the insert below may move the vector
                terminal.push_back(0);
                child.insert(child.end(), 4, 0);
                node = fresh;
                continue;
            }
            node = next;
        }
        if (insert) terminal[node] = 1;
        else out += node >= 0 && terminal[node] ? "yes\n" : "no\n";
    }
    fputs(out.c_str(), stdout);
}
