// The baseline's absorb-all scan over a std::list of pieces; synchronised cin.
#include <iostream>
#include <list>
using namespace std;
int main() {
    int n;
    cin >> n;
    list<pair<long long, long long>> pieces;
    for (int i = 0; i < n; i++) {
        long long l, r;
        cin >> l >> r;
        for (auto it = pieces.begin(); it != pieces.end();) {
            if (it->first <= r && l <= it->second) {
                l = min(l, it->first);
                r = max(r, it->second);
                it = pieces.erase(it);
            } else {
                ++it;
            }
        }
        pieces.push_back({l, r});
    }
    long long total = 0;
    for (auto &p : pieces) total += p.second - p.first;
    cout << pieces.size() << " " << total << endl;
}
