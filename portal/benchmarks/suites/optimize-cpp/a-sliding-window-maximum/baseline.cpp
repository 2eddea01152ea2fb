#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (int i = 0; i < n; i++) cin >> a[i];
    long long total = 0;
    for (int i = 0; i + k <= n; i++) {
        long long best = a[i];
        for (int j = i + 1; j < i + k; j++)
            if (a[j] > best) best = a[j];
        total += best;
    }
    cout << total << endl;
}
