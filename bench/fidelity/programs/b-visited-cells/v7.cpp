// One sorted vector<int> of y values per x column (binary-search insert), columns in a hash map.
#include <algorithm>
#include <cstdio>
#include <unordered_map>
#include <vector>
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    scanf("%s", s.data());
    std::unordered_map<int, std::vector<int>> cols;
    long long count = 0;
    int x = 0, y = 0;
    auto add = [&](int a, int b) {
        auto &col = cols[a];
        auto it = std::lower_bound(col.begin(), col.end(), b);
        if (it == col.end() || *it != b) { col.insert(it, b); count++; }
    };
    add(0, 0);
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        add(x, y);
    }
    printf("%lld\n", count);
}
