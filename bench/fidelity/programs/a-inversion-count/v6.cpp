// O(n^2) counting, for each j, the earlier larger elements; synchronised cin, branchy.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (int i = 0; i < n; i++) cin >> a[i];
    long long inv = 0;
    for (int j = 1; j < n; j++)
        for (int i = 0; i < j; i++)
            if (a[i] > a[j]) inv++;
    cout << inv << endl;
}
