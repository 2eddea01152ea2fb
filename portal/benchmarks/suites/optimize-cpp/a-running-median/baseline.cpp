#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> sorted;
    long long total = 0;
    for (int k = 1; k <= n; k++) {
        long long x;
        cin >> x;
        // keep the numbers seen so far in sorted order
        size_t p = 0;
        while (p < sorted.size() && sorted[p] < x) p++;
        sorted.insert(sorted.begin() + p, x);
        total += sorted[(k + 1) / 2 - 1];
    }
    cout << total << endl;
}
