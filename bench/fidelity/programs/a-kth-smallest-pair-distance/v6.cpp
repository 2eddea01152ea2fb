// The baseline (all distances, nth_element) with reserve() and fast iostream.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n), dist;
    for (auto &x : a) cin >> x;
    dist.reserve((size_t)n * (n - 1) / 2);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) dist.push_back(a[i] > a[j] ? a[i] - a[j] : a[j] - a[i]);
    nth_element(dist.begin(), dist.begin() + (k - 1), dist.end());
    cout << dist[k - 1] << "\n";
}
