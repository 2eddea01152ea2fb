// Sort by left end with a comparator lambda, sweep; fast iostream.
#include <algorithm>
#include <iostream>
#include <vector>
struct Seg { long long l, r; };
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<Seg> seg(n);
    for (auto &s : seg) std::cin >> s.l >> s.r;
    std::sort(seg.begin(), seg.end(), [](const Seg &a, const Seg &b) { return a.l < b.l; });
    long long pieces = 1, total = 0, l = seg[0].l, r = seg[0].r;
    for (int i = 1; i < n; i++) {
        if (seg[i].l > r) { total += r - l; pieces++; l = seg[i].l; r = seg[i].r; }
        else r = std::max(r, seg[i].r);
    }
    total += r - l;
    std::cout << pieces << " " << total << "\n";
}
