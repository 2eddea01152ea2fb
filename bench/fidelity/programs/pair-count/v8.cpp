// O(n^2) with synchronised iostream input and a branchy test on 64-bit sums (close to the baseline).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a;
    for (int i = 0; i < n; i++) { long long x; cin >> x; a.push_back(x); }
    long long pairs = 0;
    for (int i = 0; i + 1 < n; i++) {
        long long want = k - a[i];
        for (int j = n - 1; j > i; j--)
            if (a[j] == want) pairs++;
    }
    cout << pairs << endl;
}
