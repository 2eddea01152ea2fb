// O(n^2) DP scanning backwards from i, branchy, synchronised cin.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<int> a(n), best(n, 1);
    for (auto &x : a) cin >> x;
    int answer = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i - 1; j >= 0; j--)
            if (a[j] < a[i] && best[j] >= best[i]) best[i] = best[j] + 1;
        if (best[i] > answer) answer = best[i];
    }
    cout << answer << endl;
}
