#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    for (int i = 0; i < n; i++) cin >> a[i];
    for (int i = 0; i < m; i++) cin >> b[i];
    long long best = 0;
    int where = -1;
    for (int s = 0; s + m <= n; s++) {
        long long score = 0;
        for (int i = 0; i < m; i++) score += a[s + i] * b[i];
        if (where == -1 || score > best) {
            best = score;
            where = s;
        }
    }
    cout << best << " " << where << endl;
    return 0;
}
