// std::unordered_set<string>, scanf into a char buffer.
#include <cstdio>
#include <string>
#include <unordered_set>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::unordered_set<std::string> dict;
    char cmd[8], s[16];
    for (int i = 0; i < n; i++) {
        scanf("%7s %15s", cmd, s);
        if (cmd[0] == 'i') dict.insert(s);
        else puts(dict.count(s) ? "yes" : "no");
    }
}
