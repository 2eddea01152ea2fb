#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (int i = 0; i < n; i++) cin >> a[i];
    // best[i]: length of the longest increasing subsequence ending at position i
    vector<int> best(n, 1);
    int answer = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (a[j] < a[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
        if (best[i] > answer) answer = best[i];
    }
    cout << answer << endl;
}
