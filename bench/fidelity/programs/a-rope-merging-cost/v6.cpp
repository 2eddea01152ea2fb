// One pass finding the two smallest at once (branchy), swap-remove; synchronised cin.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<long long> r(n);
    for (auto &x : r) cin >> x;
    long long cost = 0;
    while (r.size() > 1) {
        size_t a = 0, b = 1;
        if (r[b] < r[a]) swap(a, b);
        for (size_t i = 2; i < r.size(); i++) {
            if (r[i] < r[a]) { b = a; a = i; }
            else if (r[i] < r[b]) b = i;
        }
        long long s = r[a] + r[b];
        cost += s;
        if (a < b) swap(a, b);  // remove the later index first
        r[a] = r.back(); r.pop_back();
        r[b] = r.back(); r.pop_back();
        r.push_back(s);
    }
    cout << cost << endl;
}
