#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (int i = 0; i < n; i++) cin >> a[i];
    // list every pair distance, then select the k-th smallest
    vector<long long> dist;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) dist.push_back(a[i] > a[j] ? a[i] - a[j] : a[j] - a[i]);
    nth_element(dist.begin(), dist.begin() + (k - 1), dist.end());
    cout << dist[k - 1] << endl;
}
